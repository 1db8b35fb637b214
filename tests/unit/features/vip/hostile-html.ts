// Hostile activity-rule HTML: each line tries to run script or leave the page.
export const HOSTILE_RULES = [
  '<h3>活动规则</h3><p>邀请好友砍价</p>',
  '<a href="https://example.com/rules" target="_blank">完整规则</a>',
  '<script>window.__pwned = 1</script>',
  '<img src="x" onerror="window.__pwned = 2">',
  '<a href="javascript:window.__pwned = 3" id="js-link">点我</a>',
  '<svg><script>window.__pwned = 4</script><animate onbegin="window.__pwned = 5" attributeName="x" dur="1s"/></svg>',
  '<svg onload="window.__pwned = 6"></svg>',
  '<iframe srcdoc="<script>parent.__pwned = 7</script>"></iframe>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__pwned = 8">',
  '<form action="javascript:window.__pwned = 9"><button>提交</button></form>',
  '<div style="background:url(javascript:window.__pwned = 10)">样式</div>',
  '<object data="javascript:window.__pwned = 11"></object><embed src="javascript:window.__pwned = 12">',
].join('\n');
