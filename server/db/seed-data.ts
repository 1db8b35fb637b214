// Demo content (Chinese, simplified). Streams demo-1..demo-6 come from the media layer;
// several videos share one stream. demo-tracks (subtitles and audio tracks) has its own video.

export const CATEGORIES = [
  { id: 1, key: 'movie', name: '电影' },
  { id: 2, key: 'tv', name: '电视剧' },
  { id: 3, key: 'variety', name: '综艺' },
  { id: 4, key: 'cartoon', name: '动漫' },
  { id: 5, key: 'documentary', name: '纪录片' },
  { id: 6, key: 'kids', name: '少儿' },
];

interface SeedVideo {
  key: string; title: string; cat: number; tags: string[]; year: number; region: string; score: number;
  plays: number; desc: string; vip?: boolean; gold?: number; episodes?: number;
  /** Username of the demo user shown as the video's up-master (followable); none when absent. */
  uploader?: string;
  /** Its demo stream folder, instead of the demo-1..demo-6 rotation by position. */
  stream?: string;
}

/**
 * The media layer's stream with subtitles (中文, English) and audio tracks (国语, 粤语):
 * DEMO_TRACKS_STREAM of server/media/demo-media.ts, spelled out because the seed never loads
 * the media module (app.ts loads it lazily); tests/server/media-tracks.test.ts checks they agree.
 */
export const TRACKS_STREAM = 'demo-tracks';

export const VIDEOS: SeedVideo[] = [
  { key: 'v1001', title: '山海之约', cat: 1, tags: ['剧情', '冒险'], year: 2024, region: '大陆', score: 8.6, plays: 182000, desc: '一位年轻的地质学家深入群山，寻找失落的古城与家族的秘密。', uploader: 'kefu_demo' },
  { key: 'v1002', title: '长夜将明', cat: 1, tags: ['悬疑', '犯罪'], year: 2023, region: '大陆', score: 8.9, plays: 356000, desc: '一桩尘封二十年的旧案被重新翻开，老刑警与新搭档追寻真相。', vip: true },
  { key: 'v1003', title: '东京晚风', cat: 1, tags: ['爱情', '文艺'], year: 2022, region: '日本', score: 7.9, plays: 98000, desc: '两个异乡人在东京的夏夜相遇，城市的灯火见证了他们的故事。', uploader: 'vip_demo' },
  { key: 'v1004', title: '星际回响', cat: 1, tags: ['科幻', '动作'], year: 2024, region: '美国', score: 8.2, plays: 421000, desc: '一支深空探测队接收到来自未来的求救信号。', gold: 10 },
  { key: 'v1005', title: '小城故事', cat: 1, tags: ['喜剧', '家庭'], year: 2021, region: '中国台湾', score: 7.5, plays: 64000, desc: '海边小城里，一家老字号面馆的三代人笑泪交织的日常。' },
  { key: 'v2001', title: '繁花似锦', cat: 2, tags: ['都市', '爱情'], year: 2024, region: '大陆', score: 8.4, plays: 980000, desc: '上海弄堂里走出的年轻人在时代浪潮中追寻梦想。', episodes: 6, uploader: 'vip_demo' },
  { key: 'v2002', title: '江湖夜雨', cat: 2, tags: ['古装', '武侠'], year: 2023, region: '大陆', score: 8.1, plays: 760000, desc: '江南剑客卷入朝堂与江湖之争，一场夜雨改变了所有人的命运。', episodes: 4, vip: true },
  { key: 'v2003', title: '首尔恋人', cat: 2, tags: ['爱情', '喜剧'], year: 2022, region: '韩国', score: 7.8, plays: 540000, desc: '一家咖啡店的店长与常客之间的甜蜜误会。', episodes: 3, uploader: 'kefu_demo' },
  { key: 'v2004', title: '无声证词', cat: 2, tags: ['悬疑', '犯罪'], year: 2024, region: '中国香港', score: 8.7, plays: 610000, desc: '聋哑法医用自己的方式为逝者发声。', episodes: 3 },
  { key: 'v3001', title: '周末去哪儿', cat: 3, tags: ['旅行', '真人秀'], year: 2024, region: '大陆', score: 7.6, plays: 230000, desc: '明星嘉宾结伴出游，探访各地的美食与风景。' },
  { key: 'v3002', title: '歌手之夜', cat: 3, tags: ['音乐', '竞技'], year: 2023, region: '大陆', score: 8.0, plays: 470000, desc: '实力唱将同台竞技，现场演绎经典歌曲。', vip: true },
  { key: 'v3003', title: '厨房大作战', cat: 3, tags: ['美食', '竞技'], year: 2022, region: '中国台湾', score: 7.3, plays: 120000, desc: '业余厨师限时挑战创意料理。' },
  { key: 'v3004', title: '笑声不断', cat: 3, tags: ['喜剧', '脱口秀'], year: 2024, region: '大陆', score: 7.9, plays: 310000, desc: '新生代喜剧人的脱口秀舞台。' },
  { key: 'v4001', title: '灵猫传说', cat: 4, tags: ['奇幻', '冒险'], year: 2023, region: '日本', score: 8.8, plays: 520000, desc: '一只会说话的黑猫带着少女穿越到妖怪的世界。', uploader: 'kefu_demo' },
  { key: 'v4002', title: '机甲少年', cat: 4, tags: ['科幻', '热血'], year: 2024, region: '日本', score: 8.3, plays: 380000, desc: '少年驾驶古老的机甲守护故乡的城市。', gold: 5 },
  { key: 'v4003', title: '西游新传', cat: 4, tags: ['奇幻', '动作'], year: 2022, region: '大陆', score: 8.5, plays: 450000, desc: '经典神话的全新演绎，师徒四人再踏取经路。' },
  { key: 'v4004', title: '森林小镇', cat: 4, tags: ['治愈', '日常'], year: 2021, region: '欧洲', score: 7.7, plays: 90000, desc: '森林深处的小镇里，动物居民们的温馨日常。' },
  { key: 'v5001', title: '蓝色星球之旅', cat: 5, tags: ['自然', '海洋'], year: 2023, region: '欧洲', score: 9.3, plays: 270000, desc: '跟随镜头潜入深海，认识神秘的海洋生物。', uploader: 'vip_demo' },
  { key: 'v5002', title: '舌尖上的年味', cat: 5, tags: ['美食', '人文'], year: 2024, region: '大陆', score: 9.0, plays: 330000, desc: '走遍大江南北，记录各地过年的传统美食。' },
  { key: 'v5003', title: '古城记忆', cat: 5, tags: ['历史', '人文'], year: 2022, region: '大陆', score: 8.7, plays: 150000, desc: '探寻千年古城的建筑与传说。', vip: true },
  { key: 'v5004', title: '极地守望', cat: 5, tags: ['自然', '探险'], year: 2021, region: '美国', score: 8.9, plays: 110000, desc: '科考队员在南极度过的漫长冬季。' },
  { key: 'v6001', title: '小熊乐园', cat: 6, tags: ['益智', '儿歌'], year: 2024, region: '大陆', score: 8.1, plays: 640000, desc: '小熊和朋友们一起唱儿歌、学知识。' },
  { key: 'v6002', title: '恐龙探险队', cat: 6, tags: ['科普', '冒险'], year: 2023, region: '欧洲', score: 8.4, plays: 290000, desc: '小朋友们乘坐时光机回到恐龙时代。' },
  { key: 'v6003', title: '数字王国', cat: 6, tags: ['益智', '数学'], year: 2022, region: '美国', score: 7.8, plays: 85000, desc: '在数字王国里轻松学会加减法。' },
  { key: 'v6004', title: '彩虹画板', cat: 6, tags: ['美术', '益智'], year: 2024, region: '大陆', score: 7.6, plays: 70000, desc: '跟着彩虹老师一起学画画。' },
  { key: 'v1006', title: '热血球场', cat: 1, tags: ['运动', '励志'], year: 2023, region: '大陆', score: 7.7, plays: 143000, desc: '一支业余篮球队向全国冠军发起挑战。' },
  // Last, so the videos before it keep their streams and posters (both go by position).
  {
    key: 'v1007', title: '双城记（双语版）', cat: 1, tags: ['剧情', '双语'], year: 2024, region: '中国香港', score: 8.0, plays: 52000,
    desc: '国语、粤语双音轨，中文、English 双字幕：播放时在字幕与音轨中切换。', stream: TRACKS_STREAM,
  },
];

export const STREAM_COUNT = 6;

/** Opening / closing marks of the demo series' episodes (seconds from the start / the end). */
export const SERIES_INTRO_END = 5;
export const SERIES_OUTRO_FROM_END = 5;

export const HELP_CATEGORIES = [
  { id: 1, path: 'account', title: '账号问题' },
  { id: 2, path: 'vip', title: '会员服务' },
  { id: 3, path: 'play', title: '播放问题' },
  { id: 4, path: 'agreement', title: '协议与政策' },
];

export const HELP_ARTICLES = [
  { id: 51, cat: 1, title: '如何注册账号？', contxt: '<p>点击“我的”页面顶部的“登录/注册”，输入用户名、手机号或邮箱并设置密码即可完成注册。</p>' },
  { id: 52, cat: 1, title: '忘记密码怎么办？', contxt: '<p>在登录页点击“忘记密码”，按提示通过手机或邮箱验证后重新设置密码。</p>' },
  { id: 53, cat: 1, title: '账号在其他设备登录了怎么办？', contxt: '<p>同一账号同时只能在一台设备上保持登录。如非本人操作，请立即修改密码。</p>' },
  { id: 61, cat: 2, title: '如何开通VIP会员？', contxt: '<p>进入“VIP”页面，选择会员套餐与支付方式，点击“授权支付”即可开通。</p><p><img src="/images/help/vip-open.png" alt="开通VIP"></p>' },
  { id: 62, cat: 2, title: 'VIP会员有哪些特权？', contxt: '<p>VIP可享高清画质、免广告、专属片库等9大特权。</p>' },
  { id: 63, cat: 2, title: 'VIP会员服务条款', contxt: '<h3>VIP会员服务条款</h3><p>一、VIP会员服务是本平台向用户提供的付费增值服务。</p><p>二、会员有效期自开通之日起计算，续费后有效期顺延。</p><p>三、购买更高等级会员时，剩余时长将全部升级为最高等级。</p><p>四、虚拟商品一经售出，除法律规定外不予退款。</p>' },
  { id: 64, cat: 2, title: '如何为好友开通VIP？', contxt: '<p>在VIP页面选择“赠送好友”，输入好友账号后完成支付即可。</p>' },
  { id: 71, cat: 3, title: '视频无法播放怎么办？', contxt: '<p>请检查网络连接后刷新页面；如仍无法播放，可在播放页点击“反馈”提交问题。</p>' },
  { id: 72, cat: 3, title: '如何开启或关闭弹幕？', contxt: '<p>在播放页点击弹幕开关即可开启或关闭，弹幕设置中可调整透明度、字号与速度。</p>' },
  { id: 73, cat: 3, title: '遥控器如何操作？', contxt: '<p>使用方向键移动焦点，确认键选择，返回键返回上一页；播放时左右键快退快进。</p>' },
  { id: 70, cat: 4, title: '用户协议与隐私政策', contxt: '<h3>用户协议</h3><p>欢迎使用本平台。在使用前，请您仔细阅读并充分理解本协议。</p><h3>一、服务内容</h3><p>本平台向用户提供在线视频点播、弹幕互动、会员增值服务等内容。具体服务内容以平台实际提供的为准，平台有权根据运营需要调整服务内容。</p><h3>二、账号注册与使用</h3><p>用户应当使用真实、合法的信息注册账号，并妥善保管账号与密码。因用户保管不善导致的损失由用户自行承担。账号仅限本人使用，不得转让、出借或出售。</p><h3>三、用户行为规范</h3><p>用户在使用本平台服务时，不得发布违法违规、侵犯他人权益或扰乱平台秩序的内容，不得利用技术手段干扰平台正常运行，不得批量注册账号或恶意刷取数据。</p><h3>四、知识产权</h3><p>平台提供的视频、图片、文字等内容的知识产权归平台或相关权利人所有。未经许可，用户不得复制、传播、改编或用于商业用途。</p><h3>五、会员服务</h3><p>会员服务为付费增值服务，开通后即时生效。会员权益以会员页面展示的内容为准，平台可根据运营情况调整会员权益，并提前公告。</p><h3>六、免责声明</h3><p>因不可抗力、网络故障、第三方服务异常等非平台原因导致的服务中断或数据丢失，平台不承担责任，但会尽力减少对用户的影响。</p><h3>七、协议变更</h3><p>平台有权在必要时修改本协议，修改后的协议将在平台公布。用户继续使用服务即视为接受修改后的协议。</p><h3>隐私政策</h3><p>我们仅在提供服务所必需的范围内收集和使用您的个人信息，并采取安全措施保护您的信息。</p><p>我们收集的信息包括：注册时提供的账号信息、使用服务时产生的观看记录与设备信息、您主动提交的反馈内容。</p><p>我们使用这些信息用于：提供与改进服务、保障账号安全、向您推荐可能感兴趣的内容、处理您的反馈与投诉。</p><p>未经您的同意，我们不会向第三方出售或提供您的个人信息，法律法规另有规定的除外。您可以随时在设置中查看、更正或删除您的个人信息，也可以注销账号。</p><p>如您对本政策有任何疑问，可通过帮助中心的在线反馈与我们联系。</p><p><img src="/images/help/privacy.png" alt="隐私"></p>' },
];

export const VIP_CATEGORIES = [
  { id: 1, name: '普通VIP', styleType: 0, payTypes: '-1,0,1,2,3,5' },
  { id: 2, name: '超级VIP', styleType: 1, payTypes: '-1,0,1,3,5' },
  { id: 3, name: '情侣VIP', styleType: 2, payTypes: '-1,0,3' },
];

export const VIP_PACKAGES = [
  { id: 101, cat: 1, name: '月度VIP', type: 1, days: 30, gift: 0, price: 3.99, rmb: 30, disprice: 0, disrmb: 0, bargain: false, members: 1 },
  { id: 102, cat: 1, name: '季度VIP', type: 1, days: 90, gift: 7, price: 9.99, rmb: 78, disprice: 8.99, disrmb: 68, bargain: false, members: 1 },
  { id: 103, cat: 1, name: '年度VIP', type: 1, days: 365, gift: 30, price: 29.99, rmb: 238, disprice: 25.99, disrmb: 198, bargain: false, members: 1 },
  { id: 201, cat: 2, name: '超级VIP月卡', type: 2, days: 30, gift: 0, price: 5.99, rmb: 45, disprice: 4.99, disrmb: 38, bargain: true, members: 1 },
  { id: 202, cat: 2, name: '超级VIP半年卡', type: 2, days: 180, gift: 15, price: 25.99, rmb: 198, disprice: 19.99, disrmb: 158, bargain: true, members: 1 },
  { id: 301, cat: 3, name: '情侣VIP年卡', type: 3, days: 365, gift: 30, price: 45.99, rmb: 358, disprice: 0, disrmb: 0, bargain: false, members: 2, giftBox: true },
];

/** The promotion that marks a package with a physical gift (its order needs a delivery address). */
export const GIFT_BOX_PROMOTION = { promotionCode: 'GIFT_BOX', title: '赠送情侣周边礼盒' };

export const PAY_TYPES = [
  { payType: -1, title: '信用卡支付', img: '/images/pay/card.svg' },
  { payType: 0, title: '支付宝', img: '/images/pay/alipay.svg' },
  { payType: 1, title: '支付宝（国际）', img: '/images/pay/alipay.svg' },
  { payType: 2, title: '在线支付', img: '/images/pay/online.svg' },
  { payType: 3, title: '人工充值', img: '/images/pay/kefu.svg' },
  { payType: 5, title: '网关支付', img: '/images/pay/gateway.svg' },
];

export const ADS = [
  { id: 1, grp: 'kaiping', show: '/media/posters/poster-21.jpg', link: '/vip', param: { type: 1, pagePath: '/vip', isNeedLogin: 0 } },
  { id: 2, grp: 'kaiping', show: '/media/posters/poster-22.jpg', link: '/play/v2001', param: { type: 3, pagePath: '/play/v2001', isNeedLogin: 0 } },
  { id: 3, grp: 'zanting', show: '/media/posters/poster-23.jpg', link: '/vip', param: { type: 1, pagePath: '/vip', isNeedLogin: 1 } },
  { id: 4, grp: 'chaBo', show: '/media/posters/poster-24.jpg', link: '/vip', param: { type: 1, pagePath: '/vip', isNeedLogin: 0 } },
  { id: 5, grp: 'danmu', show: '/media/posters/poster-25.jpg', link: 'https://example.com/', param: { type: 2, pagePath: '', isNeedLogin: 0 }, title: '开通VIP，免广告畅享高清大片' },
];

export const DEMO_PASSWORD = 'demo1234';
export const DEMO_USERS = [
  { username: 'vip_demo', nick: 'VIP体验用户', vipLevel: 2, vipTypeName: '超级VIP', vipCategoryId: 2, kefu: false, bigV: false, gold: 100, email: 'vip_demo@example.com', phone: '13800000001' },
  { username: 'member_demo', nick: '普通会员', vipLevel: 0, vipTypeName: '', vipCategoryId: 0, kefu: false, bigV: false, gold: 20, email: 'member_demo@example.com', phone: '13800000002' },
  { username: 'kefu_demo', nick: '在线客服', vipLevel: 0, vipTypeName: '', vipCategoryId: 0, kefu: true, bigV: true, gold: 0, email: 'kefu_demo@example.com', phone: '13800000003' },
];

export const APP_CONFIG: Record<string, string> = {
  siteTitle: '影视TV',
  slogan: '高清影视，随心畅看',
  keywords: '电影,电视剧,综艺,动漫,纪录片',
  androidVer: '1.6.0',
  tvVer: '2.2.0',
};

export const HOT_SEARCH = [
  ['繁花似锦', 120], ['长夜将明', 98], ['灵猫传说', 87], ['星际回响', 75], ['蓝色星球之旅', 60], ['江湖夜雨', 52],
] as const;

export const RECHARGE_ACTIVITY = {
  id: 1, status: 1, type: 0, title: '充值有礼',
  qrCodeTitle: '分享好友，立享优惠', qrCodeRemark: '好友通过您的链接注册即可获得奖励',
  shareText: '我正在看高清影视，快来和我一起看吧！',
  activityRule: '<h3>活动规则</h3><p>1. 套餐越大，优惠越多。</p><p>2. 新用户可享老用户3倍的砍价比例（需已验证手机或邮箱）。</p><p>3. 购买180天及以上套餐额外再减。</p><p>4. 每位好友30天内只能帮同一位发起人砍价一次；同一台设备、同一网络只能砍一次，发起人自己的设备和网络不能帮砍。</p><p>5. 同一套餐180天内只能免费领取一次。</p>',
};

export const TREND_LABELS = [
  { id: 1, name: '日常' }, { id: 2, name: '影评' }, { id: 3, name: '美食' }, { id: 4, name: '旅行' }, { id: 5, name: '萌宠' },
];
