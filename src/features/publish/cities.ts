// The built-in list of cities for a dynamic's location: used when no maps key is configured or
// the maps service cannot be reached, so choosing a location works offline (issue 13).
// Provincial capitals and the larger cities, with their centres (degrees).
export interface City {
  name: string;
  lat: number;
  lng: number;
}

export const CITIES: readonly City[] = [
  { name: '北京', lat: 39.904, lng: 116.407 },
  { name: '上海', lat: 31.23, lng: 121.474 },
  { name: '广州', lat: 23.129, lng: 113.264 },
  { name: '深圳', lat: 22.543, lng: 114.058 },
  { name: '天津', lat: 39.085, lng: 117.201 },
  { name: '重庆', lat: 29.563, lng: 106.551 },
  { name: '成都', lat: 30.572, lng: 104.066 },
  { name: '杭州', lat: 30.274, lng: 120.155 },
  { name: '南京', lat: 32.06, lng: 118.797 },
  { name: '武汉', lat: 30.593, lng: 114.305 },
  { name: '西安', lat: 34.341, lng: 108.94 },
  { name: '长沙', lat: 28.228, lng: 112.939 },
  { name: '郑州', lat: 34.747, lng: 113.625 },
  { name: '济南', lat: 36.651, lng: 117.12 },
  { name: '青岛', lat: 36.067, lng: 120.383 },
  { name: '沈阳', lat: 41.806, lng: 123.432 },
  { name: '大连', lat: 38.914, lng: 121.615 },
  { name: '哈尔滨', lat: 45.803, lng: 126.535 },
  { name: '长春', lat: 43.817, lng: 125.324 },
  { name: '石家庄', lat: 38.042, lng: 114.515 },
  { name: '太原', lat: 37.871, lng: 112.549 },
  { name: '呼和浩特', lat: 40.842, lng: 111.749 },
  { name: '合肥', lat: 31.821, lng: 117.227 },
  { name: '福州', lat: 26.074, lng: 119.296 },
  { name: '厦门', lat: 24.48, lng: 118.089 },
  { name: '南昌', lat: 28.682, lng: 115.858 },
  { name: '南宁', lat: 22.817, lng: 108.366 },
  { name: '海口', lat: 20.044, lng: 110.199 },
  { name: '贵阳', lat: 26.647, lng: 106.63 },
  { name: '昆明', lat: 24.88, lng: 102.833 },
  { name: '拉萨', lat: 29.65, lng: 91.172 },
  { name: '兰州', lat: 36.061, lng: 103.834 },
  { name: '西宁', lat: 36.617, lng: 101.778 },
  { name: '银川', lat: 38.487, lng: 106.231 },
  { name: '乌鲁木齐', lat: 43.825, lng: 87.617 },
  { name: '苏州', lat: 31.299, lng: 120.585 },
  { name: '宁波', lat: 29.868, lng: 121.544 },
  { name: '无锡', lat: 31.491, lng: 120.312 },
  { name: '东莞', lat: 23.021, lng: 113.752 },
  { name: '佛山', lat: 23.022, lng: 113.122 },
  { name: '香港', lat: 22.319, lng: 114.169 },
  { name: '澳门', lat: 22.199, lng: 113.544 },
  { name: '台北', lat: 25.033, lng: 121.565 },
  { name: '高雄', lat: 22.627, lng: 120.301 },
];
