import {
  ADMIN_SECTIONS,
  type AdminAccess,
  type AdminSectionKey,
  type NavigationCounts,
} from '@helionews/contracts';
import AutoStoriesOutlined from '@mui/icons-material/AutoStoriesOutlined';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import BarChartOutlined from '@mui/icons-material/BarChartOutlined';
import BrandingWatermarkOutlined from '@mui/icons-material/BrandingWatermarkOutlined';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import CommentOutlined from '@mui/icons-material/CommentOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import CardMembershipOutlined from '@mui/icons-material/CardMembershipOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import LoyaltyOutlined from '@mui/icons-material/LoyaltyOutlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import PhotoLibraryOutlined from '@mui/icons-material/PhotoLibraryOutlined';
import RssFeedOutlined from '@mui/icons-material/RssFeedOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import SecurityOutlined from '@mui/icons-material/SecurityOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import VpnKeyOutlined from '@mui/icons-material/VpnKeyOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import type SvgIcon from '@mui/material/SvgIcon';

export type AdminSection = (typeof ADMIN_SECTIONS)[number];

export const SECTION_ICONS: Record<AdminSectionKey, typeof SvgIcon> = {
  dashboard: DashboardOutlined,
  tenants: BusinessOutlined,
  tenantSettings: TuneOutlined,
  logo: BrandingWatermarkOutlined,
  users: PeopleOutlined,
  articles: ArticleOutlined,
  media: PhotoLibraryOutlined,
  categories: CategoryOutlined,
  tags: LocalOfferOutlined,
  sitePages: DescriptionOutlined,
  stories: AutoStoriesOutlined,
  comments: CommentOutlined,
  rss: RssFeedOutlined,
  newsScheduler: ScheduleOutlined,
  newsletters: MailOutlined,
  members: CardMembershipOutlined,
  ads: CampaignOutlined,
  membership: LoyaltyOutlined,
  analytics: BarChartOutlined,
  settings: SettingsOutlined,
  sso: VpnKeyOutlined,
  security: SecurityOutlined,
};

/** SPEC section 2: the red count badges and the navigation count behind each. */
export const SECTION_BADGES: Partial<Record<AdminSectionKey, keyof NavigationCounts>> = {
  users: 'user_management_pending',
  articles: 'articles_pending',
  stories: 'stories_pending',
  comments: 'comments_pending',
  ads: 'ads_campaigns_pending',
};

/** The sections the caller may open, in navigation order; the others are hidden. */
export function visibleSections(access: AdminAccess): AdminSection[] {
  if (access.role === 'platform_admin') return [...ADMIN_SECTIONS];
  return ADMIN_SECTIONS.filter((section) => access.sections.includes(section.key));
}
