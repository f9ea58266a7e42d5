import { Anchor, Box, Button, Group, Paper, Text, Title } from '@mantine/core';
import { type Ref, useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { useCurrentLocale } from '../../../lib/domain-info-context';
import { useTranslation } from '../../../lib/use-translation';
import { legalPagePath } from '../legal-pages';
import classes from './cookie-banner.module.css';

/**
 * The cookie choice, a labelled region at the bottom of public pages (not a modal: the page stays
 * usable). Opened from the footer, it takes the focus so keyboard users land on it.
 */
export function CookieBanner({
  ref,
  shouldTakeFocus,
  onChoose,
}: {
  ref?: Ref<HTMLElement>;
  shouldTakeFocus: boolean;
  onChoose: (analyze: boolean) => void;
}) {
  const { t } = useTranslation('legal');
  const locale = useCurrentLocale();
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (shouldTakeFocus) headingRef.current?.focus();
  }, [shouldTakeFocus]);

  return (
    <Paper
      ref={ref}
      component="section"
      aria-labelledby={titleId}
      className={classes.banner}
      shadow="lg"
      radius={0}
      px="md"
      py="sm"
      data-testid="cookie-banner"
    >
      <Group maw="var(--oc-content-max-width)" mx="auto" justify="space-between" gap="sm">
        <Box maw="52rem">
          <Title order={2} fz="md" id={titleId} ref={headingRef} tabIndex={-1} className={classes.heading}>
            {t('banner.title')}
          </Title>
          <Text size="sm" mt={4}>
            {t('banner.message')}{' '}
            <Anchor component={Link} to={legalPagePath(locale, 'cookies')} size="sm" underline="always">
              {t('banner.policy')}
            </Anchor>
          </Text>
        </Box>
        {/* Refusing is as easy and as visible as accepting. */}
        <Group gap="sm">
          <Button onClick={() => onChoose(false)} data-testid="cookie-refuse">
            {t('banner.refuse')}
          </Button>
          <Button onClick={() => onChoose(true)} data-testid="cookie-accept">
            {t('banner.accept')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
