import React, {memo, type ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import {groupBlogSidebarItemsByYear} from '@docusaurus/plugin-content-blog/client';
import type {Props} from '@theme/BlogSidebar/Content';
// BEGIN CAIRN: posts are grouped by category (src/plugins/blog-data.ts publishes each post's category).
import {usePluginData} from '@docusaurus/useGlobalData';
import {groupByCategory, type BlogGlobalData} from '@site/src/lib/blogData';
// END CAIRN

function BlogSidebarYearGroup({
  year,
  yearGroupHeadingClassName,
  children,
}: {
  year: string;
  yearGroupHeadingClassName?: string;
  children: ReactNode;
}) {
  // BEGIN CAIRN: the group is named by its label, not by an h3 heading: beside the post's h1 an h3 skipped a level,
  // and the sidebar's groups are not sections of the page's outline (it has one sidebar, so the ids are unique).
  const labelId = `blog-sidebar-group-${year.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <div role="group" aria-labelledby={labelId}>
      <p id={labelId} className={yearGroupHeadingClassName}>
        {year}
      </p>
      {children}
    </div>
  );
  // END CAIRN
}

function BlogSidebarContent({
  items,
  yearGroupHeadingClassName,
  ListComponent,
}: Props): ReactNode {
  const themeConfig = useThemeConfig();
  // BEGIN CAIRN: Releases, Company Blog and Engineering Blog groups instead of years.
  const {categories} = usePluginData('cairn-blog-data') as BlogGlobalData;
  if (categories) {
    return (
      <>
        {groupByCategory(items, categories).map((group) => (
          <BlogSidebarYearGroup
            key={group.category}
            year={group.label}
            yearGroupHeadingClassName={yearGroupHeadingClassName}>
            <ListComponent items={group.items} />
          </BlogSidebarYearGroup>
        ))}
      </>
    );
  }
  // END CAIRN
  if (themeConfig.blog.sidebar.groupByYear) {
    const itemsByYear = groupBlogSidebarItemsByYear(items);
    return (
      <>
        {itemsByYear.map(([year, yearItems]) => (
          <BlogSidebarYearGroup
            key={year}
            year={year}
            yearGroupHeadingClassName={yearGroupHeadingClassName}>
            <ListComponent items={yearItems} />
          </BlogSidebarYearGroup>
        ))}
      </>
    );
  } else {
    return <ListComponent items={items} />;
  }
}

export default memo(BlogSidebarContent);
