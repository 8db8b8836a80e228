/**
 * The smallest a control may be on a phone, in CSS pixels (WCAG 2.5.5; issue 9's tap-target
 * budget). The theme applies it to buttons, icon buttons, inputs and clickable chips below the
 * `sm` breakpoint; links that are not inside running text set it themselves.
 */
export const TAP_TARGET_PX = 44;
