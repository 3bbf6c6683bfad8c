import { ApplicationFormSection } from '@/features/marketing/components/application-form-section';
import { FaqSection } from '@/features/marketing/components/faq-section';
import { HeroSection } from '@/features/marketing/components/hero-section';
import { HowItWorksSection } from '@/features/marketing/components/how-it-works-section';
import { PlatformCarousel } from '@/features/marketing/components/platform-carousel';
import { StatsSection } from '@/features/marketing/components/stats-section';
import { TestimonialsSection } from '@/features/marketing/components/testimonials-section';
import { DeferredApplicationForm } from '@/features/intake/components/deferred-application-form';

/** The home page in the order of SPEC §2; the footer comes from the layout. */
export default function HomeRoute() {
  return (
    <>
      <HeroSection />
      <PlatformCarousel />
      <HowItWorksSection />
      <StatsSection />
      <TestimonialsSection />
      <ApplicationFormSection>
        <DeferredApplicationForm />
      </ApplicationFormSection>
      <FaqSection />
    </>
  );
}
