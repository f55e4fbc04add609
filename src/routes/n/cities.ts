/**
 * @module The Indian cities of Family N's panchang (docs/family-n.md "City table"): slug, name,
 * state or union territory, latitude and longitude (city centre, decimal degrees, WGS-84) and
 * zone. Every city is on India Standard Time (Asia/Kolkata).
 */
export interface City {
  slug: string;
  name: string;
  state: string;
  lat: number;
  lon: number;
  zone: string;
}

const IST = 'Asia/Kolkata';
function city(slug: string, name: string, state: string, lat: number, lon: number): City {
  return { slug, name, state, lat, lon, zone: IST };
}

export const CITIES: readonly City[] = [
  city('delhi', 'New Delhi', 'Delhi', 28.6139, 77.209),
  city('mumbai', 'Mumbai', 'Maharashtra', 19.076, 72.8777),
  city('kolkata', 'Kolkata', 'West Bengal', 22.5726, 88.3639),
  city('chennai', 'Chennai', 'Tamil Nadu', 13.0827, 80.2707),
  city('bengaluru', 'Bengaluru', 'Karnataka', 12.9716, 77.5946),
  city('hyderabad', 'Hyderabad', 'Telangana', 17.385, 78.4867),
  city('ahmedabad', 'Ahmedabad', 'Gujarat', 23.0225, 72.5714),
  city('pune', 'Pune', 'Maharashtra', 18.5204, 73.8567),
  city('jaipur', 'Jaipur', 'Rajasthan', 26.9124, 75.7873),
  city('lucknow', 'Lucknow', 'Uttar Pradesh', 26.8467, 80.9462),
  city('kanpur', 'Kanpur', 'Uttar Pradesh', 26.4499, 80.3319),
  city('nagpur', 'Nagpur', 'Maharashtra', 21.1458, 79.0882),
  city('indore', 'Indore', 'Madhya Pradesh', 22.7196, 75.8577),
  city('bhopal', 'Bhopal', 'Madhya Pradesh', 23.2599, 77.4126),
  city('patna', 'Patna', 'Bihar', 25.5941, 85.1376),
  city('varanasi', 'Varanasi', 'Uttar Pradesh', 25.3176, 82.9739),
  city('prayagraj', 'Prayagraj', 'Uttar Pradesh', 25.4358, 81.8463),
  city('ayodhya', 'Ayodhya', 'Uttar Pradesh', 26.7922, 82.1998),
  city('mathura', 'Mathura', 'Uttar Pradesh', 27.4924, 77.6737),
  city('ujjain', 'Ujjain', 'Madhya Pradesh', 23.1765, 75.7885),
  city('haridwar', 'Haridwar', 'Uttarakhand', 29.9457, 78.1642),
  city('dehradun', 'Dehradun', 'Uttarakhand', 30.3165, 78.0322),
  city('amritsar', 'Amritsar', 'Punjab', 31.634, 74.8723),
  city('chandigarh', 'Chandigarh', 'Chandigarh', 30.7333, 76.7794),
  city('shimla', 'Shimla', 'Himachal Pradesh', 31.1048, 77.1734),
  city('srinagar', 'Srinagar', 'Jammu and Kashmir', 34.0837, 74.7973),
  city('jammu', 'Jammu', 'Jammu and Kashmir', 32.7266, 74.857),
  city('surat', 'Surat', 'Gujarat', 21.1702, 72.8311),
  city('vadodara', 'Vadodara', 'Gujarat', 22.3072, 73.1812),
  city('dwarka', 'Dwarka', 'Gujarat', 22.2442, 68.9685),
  city('udaipur', 'Udaipur', 'Rajasthan', 24.5854, 73.7125),
  city('jodhpur', 'Jodhpur', 'Rajasthan', 26.2389, 73.0243),
  city('nashik', 'Nashik', 'Maharashtra', 19.9975, 73.7898),
  city('panaji', 'Panaji', 'Goa', 15.4909, 73.8278),
  city('visakhapatnam', 'Visakhapatnam', 'Andhra Pradesh', 17.6868, 83.2185),
  city('vijayawada', 'Vijayawada', 'Andhra Pradesh', 16.5062, 80.648),
  city('tirupati', 'Tirupati', 'Andhra Pradesh', 13.6288, 79.4192),
  city('thiruvananthapuram', 'Thiruvananthapuram', 'Kerala', 8.5241, 76.9366),
  city('kochi', 'Kochi', 'Kerala', 9.9312, 76.2673),
  city('coimbatore', 'Coimbatore', 'Tamil Nadu', 11.0168, 76.9558),
  city('madurai', 'Madurai', 'Tamil Nadu', 9.9252, 78.1198),
  city('rameswaram', 'Rameswaram', 'Tamil Nadu', 9.2876, 79.3129),
  city('mysuru', 'Mysuru', 'Karnataka', 12.2958, 76.6394),
  city('mangaluru', 'Mangaluru', 'Karnataka', 12.9141, 74.856),
  city('bhubaneswar', 'Bhubaneswar', 'Odisha', 20.2961, 85.8245),
  city('puri', 'Puri', 'Odisha', 19.8135, 85.8312),
  city('ranchi', 'Ranchi', 'Jharkhand', 23.3441, 85.3096),
  city('raipur', 'Raipur', 'Chhattisgarh', 21.2514, 81.6296),
  city('gaya', 'Gaya', 'Bihar', 24.7914, 85.0002),
  city('guwahati', 'Guwahati', 'Assam', 26.1445, 91.7362),
  city('shillong', 'Shillong', 'Meghalaya', 25.5788, 91.8933),
  city('imphal', 'Imphal', 'Manipur', 24.817, 93.9368),
  city('agartala', 'Agartala', 'Tripura', 23.8315, 91.2868),
  city('gangtok', 'Gangtok', 'Sikkim', 27.3389, 88.6065),
  city('port-blair', 'Port Blair', 'Andaman and Nicobar Islands', 11.6234, 92.7265),
];

export const CITY_SLUGS: readonly string[] = CITIES.map((c) => c.slug);
const BY_SLUG = new Map(CITIES.map((c) => [c.slug, c]));

/** The city of a slug (case-insensitive), or undefined. */
export function cityBySlug(slug: string): City | undefined {
  return BY_SLUG.get(slug.trim().toLowerCase());
}
