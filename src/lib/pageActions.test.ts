import {describe, expect, it} from 'vitest';
import {chatGptUrl, claudeUrl, feedbackIssueUrl, feedbackProperties, markdownPath} from './pageActions';

describe('markdownPath', () => {
  it('adds .md to the page path', () => {
    expect(markdownPath('/docs/deployment/deploy-docker')).toBe('/docs/deployment/deploy-docker.md');
    expect(markdownPath('/docs/deployment/')).toBe('/docs/deployment.md');
    expect(markdownPath('/handbook/company/story#values')).toBe('/handbook/company/story.md');
  });
});

describe('assistant links', () => {
  const md = 'https://cairn.dev/docs/deployment/deploy-docker.md';
  it('open ChatGPT and Claude with a prompt that links the Markdown', () => {
    for (const url of [chatGptUrl(md), claudeUrl(md)]) {
      const prompt = new URL(url).searchParams.get('q');
      expect(prompt).toContain(md);
      expect(prompt).toMatch(/^Read /);
    }
    expect(new URL(chatGptUrl(md)).host).toBe('chatgpt.com');
    expect(new URL(claudeUrl(md)).host).toBe('claude.ai');
  });
});

describe('feedbackIssueUrl', () => {
  it('opens a new issue on the website repository titled after the page', () => {
    const url = new URL(
      feedbackIssueUrl(
        'cairn-analytics/cairn.dev',
        'Deploy with Docker',
        'https://cairn.dev/docs/deployment/deploy-docker',
      ),
    );
    expect(url.origin + url.pathname).toBe('https://github.com/cairn-analytics/cairn.dev/issues/new');
    expect(url.searchParams.get('title')).toBe('Docs feedback on: Deploy with Docker');
    expect(url.searchParams.get('body')).toContain('https://cairn.dev/docs/deployment/deploy-docker');
  });
});

describe('feedbackProperties', () => {
  it('trims and caps the comment', () => {
    expect(feedbackProperties('/docs', '1.15', 'no', '  too short  ')).toEqual({
      path: '/docs',
      version: '1.15',
      vote: 'no',
      comment: 'too short',
    });
    expect(feedbackProperties('/docs', null, 'yes', 'x'.repeat(2000)).comment).toHaveLength(1000);
  });
});
