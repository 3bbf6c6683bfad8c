/** A platform in the home carousel. `logo` is a neutral tile under public/platforms/, not the brand's own mark. */
export type Platform = {
  readonly id: string;
  readonly name: string;
  readonly logo: string;
  readonly width: number;
  readonly height: number;
};

const LOGO_HEIGHT = 56;

const platform = (id: string, name: string, width: number): Platform => ({
  id,
  name,
  logo: `/platforms/${id}.svg`,
  width,
  height: LOGO_HEIGHT,
});

/** The 11 platforms SPEC §1 says the carousel shows; widths are the SVG files' own. */
export const carouselPlatforms: readonly Platform[] = [
  platform('amazon-flex', 'Amazon Flex', 188),
  platform('uber', 'Uber', 112),
  platform('uber-eats', 'Uber Eats', 160),
  platform('lyft', 'Lyft', 103),
  platform('doordash', 'DoorDash', 160),
  platform('walmart-spark', 'Walmart Spark Driver', 274),
  platform('instacart', 'Instacart', 153),
  platform('roadie', 'Roadie', 132),
  platform('shipt', 'Shipt', 117),
  platform('grubhub', 'Grubhub', 149),
  platform('taskrabbit', 'TaskRabbit', 172),
];
