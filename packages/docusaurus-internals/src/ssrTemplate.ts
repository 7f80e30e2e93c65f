/**
 * The HTML template of every page: Docusaurus's own (`@docusaurus/core` 3.10.2, lib/ssg/ssgTemplate.html.js), with
 * one change. Upstream puts `<script defer>` tags in the head, so the browser requests the JavaScript bundles at
 * once and they share the network with the HTML and CSS the first paint needs. Here a small inline script at the end
 * of the body requests them, in order, right after the first paint (after a frame, or 100ms at the latest where
 * frames do not run, as in a background tab). Every page is complete HTML without JavaScript, so nothing waits for
 * them but the page's interactive parts.
 */
export const SSR_TEMPLATE = `
<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script>
      (function (scripts) {
        var started = false;
        function load() {
          if (started) return;
          started = true;
          scripts.forEach(function (src) {
            var script = document.createElement('script');
            script.src = src;
            script.async = false;
            document.head.appendChild(script);
          });
        }
        requestAnimationFrame(function () { setTimeout(load, 0); });
        setTimeout(load, 100);
      })(<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>);
    </script>
  </body>
</html>
`;
