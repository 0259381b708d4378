"""Colour differences: sRGB to CIE L*a*b* (D65) and CIEDE2000, and colours as colour-blind eyes see them.

Pure. The editor's contrast check (:mod:`.contrast`), its Colour-blind Preview and the tests of the shipped sets
measure with it.

CIEDE2000 follows Sharma, Wu and Dalal, "The CIEDE2000 Color-Difference Formula:
Implementation Notes, Supplementary Test Data, and Mathematical Observations"
(Color Research and Application 30, 2005), with kL = kC = kH = 1.
"""

from __future__ import annotations

import math

Lab = tuple[float, float, float]


def srgb_to_lab(rgb: int) -> Lab:
    """CIE L*a*b* (D65 white) of 0xRRGGBB."""
    def lin(c: int) -> float:
        u = c / 255
        return u / 12.92 if u <= 0.04045 else ((u + 0.055) / 1.055) ** 2.4
    r, g, b = lin((rgb >> 16) & 255), lin((rgb >> 8) & 255), lin(rgb & 255)
    x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
    y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
    z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > (6 / 29) ** 3 else t / (3 * (6 / 29) ** 2) + 4 / 29
    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def _hue(b: float, a: float) -> float:
    if a == 0 and b == 0:
        return 0.0
    h = math.degrees(math.atan2(b, a))
    return h + 360 if h < 0 else h


def ciede2000(lab1: Lab, lab2: Lab) -> float:
    """The CIEDE2000 difference of two L*a*b* colours."""
    l1, a1, b1 = lab1
    l2, a2, b2 = lab2
    c_bar = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(c_bar ** 7 / (c_bar ** 7 + 25 ** 7)))
    a1p, a2p = (1 + g) * a1, (1 + g) * a2
    c1p, c2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p, h2p = _hue(b1, a1p), _hue(b2, a2p)
    dlp = l2 - l1
    dcp = c2p - c1p
    if c1p * c2p == 0:
        dhp = 0.0
    elif abs(h2p - h1p) <= 180:
        dhp = h2p - h1p
    elif h2p - h1p > 180:
        dhp = h2p - h1p - 360
    else:
        dhp = h2p - h1p + 360
    d_hp = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(dhp / 2))
    lp_bar = (l1 + l2) / 2
    cp_bar = (c1p + c2p) / 2
    if c1p * c2p == 0:
        hp_bar = h1p + h2p
    elif abs(h1p - h2p) <= 180:
        hp_bar = (h1p + h2p) / 2
    elif h1p + h2p < 360:
        hp_bar = (h1p + h2p + 360) / 2
    else:
        hp_bar = (h1p + h2p - 360) / 2
    t = (1 - 0.17 * math.cos(math.radians(hp_bar - 30)) + 0.24 * math.cos(math.radians(2 * hp_bar))
         + 0.32 * math.cos(math.radians(3 * hp_bar + 6)) - 0.20 * math.cos(math.radians(4 * hp_bar - 63)))
    d_theta = 30 * math.exp(-(((hp_bar - 275) / 25) ** 2))
    r_c = 2 * math.sqrt(cp_bar ** 7 / (cp_bar ** 7 + 25 ** 7))
    s_l = 1 + 0.015 * (lp_bar - 50) ** 2 / math.sqrt(20 + (lp_bar - 50) ** 2)
    s_c = 1 + 0.045 * cp_bar
    s_h = 1 + 0.015 * cp_bar * t
    r_t = -math.sin(math.radians(2 * d_theta)) * r_c
    return math.sqrt((dlp / s_l) ** 2 + (dcp / s_c) ** 2 + (d_hp / s_h) ** 2
                     + r_t * (dcp / s_c) * (d_hp / s_h))


def delta_e(rgb1: int, rgb2: int) -> float:
    """CIEDE2000 between two 0xRRGGBB colours."""
    return ciede2000(srgb_to_lab(rgb1), srgb_to_lab(rgb2))


# Colour-blindness simulations (Machado, Oliveira and Fernandes 2009, severity 1), on 0..1 sRGB channels: the
# two common red-green kinds, which the contrast check looks through...
Matrix = tuple[tuple[float, float, float], ...]
VISIONS: dict[str, Matrix] = {
    "deuteranopia": ((0.367, 0.861, -0.228), (0.280, 0.673, 0.047), (-0.012, 0.043, 0.969)),
    "protanopia": ((0.152, 1.053, -0.205), (0.115, 0.786, 0.099), (-0.004, -0.048, 1.052)),
}
# ... and the rare blue-yellow kind (the same paper's table, severity 1), which the editor's Colour-blind Preview
# also shows.
SIMULATIONS: dict[str, Matrix] = {
    **VISIONS,
    "tritanopia": ((1.256, -0.077, -0.179), (-0.078, 0.931, 0.148), (0.005, 0.691, 0.304)),
}


def seen_as(rgb: int, vision: str) -> int:
    """0xRRGGBB as an eye of ``vision`` (a key of :data:`SIMULATIONS`) sees it, approximately."""
    r, g, b = ((rgb >> 16) & 255) / 255, ((rgb >> 8) & 255) / 255, (rgb & 255) / 255
    out = 0
    for m in SIMULATIONS[vision]:
        v = min(1.0, max(0.0, m[0] * r + m[1] * g + m[2] * b))
        out = (out << 8) | round(v * 255)
    return out
