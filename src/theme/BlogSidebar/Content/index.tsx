import React, {memo, type ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import {groupBlogSidebarItemsByYear} from '@docusaurus/plugin-content-blog/client';
import Heading from '@theme/Heading';
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
  return (
    <div role="group">
      <Heading as="h3" className={yearGroupHeadingClassName}>
        {year}
      </Heading>
      {children}
    </div>
  );
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
