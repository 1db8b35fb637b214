declare module 'danmaku/dist/esm/danmaku.canvas.js' {
  import Danmaku from 'danmaku';
  export default Danmaku;
}
