"""rocscope's DeLong statistics against R pROC's published figures on its aSAH data.

pROC (roc(aSAH$outcome, aSAH$s100b), ci.auc, roc.test) gives, with positive = "Poor":
s100b AUC 0.731368563685637, variance 0.00266868245717244, 95 % CI 0.6301-0.8326;
wfns vs s100b paired z = 2.20898, p = 0.02718; unpaired D = 1.43491, p = 0.15283.
This prints ours beside them and exits 1 if any differs by more than pROC's rounding.

Usage: python benchmarks/check_proc_asah.py [path/to/asah.csv]
(default: shared/reference/asah.csv beside the checkout)
"""

from __future__ import annotations

import sys
from pathlib import Path

import _common  # noqa: F401 - puts the checkout on sys.path

import core
from core.engine.compare import compare_paired, compare_unpaired
from core.engine.delong import delong_ci, delong_variance
from core.readers.loading import load

DEFAULT = Path(__file__).resolve().parents[2] / "shared" / "reference" / "asah.csv"

# name, pROC's value, the tolerance its printed digits allow
REFERENCE = {
    "s100b AUC": (0.731368563685637, 1e-9),
    "s100b variance": (0.00266868245717244, 1e-9),
    "s100b 95% CI low": (0.6301, 5e-5),
    "s100b 95% CI high": (0.8326, 5e-5),
    "paired z (wfns - s100b)": (2.20898, 5e-6),
    "paired p": (0.02718, 5e-6),
    "unpaired D (wfns - s100b)": (1.43491, 5e-6),
    "unpaired p": (0.15283, 5e-6),
}


def main(path: Path) -> int:
    data = {c: load(path, score=c, label="outcome", positive="Poor") for c in ("s100b", "wfns")}
    curves = {c: core.roc_from_scores(d.scores, d.labels) for c, d in data.items()}
    v = delong_variance(curves["s100b"])
    ci = delong_ci(curves["s100b"])
    paired = compare_paired(data["wfns"].scores, data["s100b"].scores, data["wfns"].labels)
    unpaired = compare_unpaired(curves["wfns"], curves["s100b"])
    ours = {
        "s100b AUC": v.auc,
        "s100b variance": v.variance,
        "s100b 95% CI low": ci.low,
        "s100b 95% CI high": ci.high,
        "paired z (wfns - s100b)": paired.z,
        "paired p": paired.p,
        "unpaired D (wfns - s100b)": unpaired.z,
        "unpaired p": unpaired.p,
    }
    failed = 0
    print(f"{'quantity':<28}{'rocscope':>22}{'pROC':>22}{'difference':>14}")
    for name, (reference, tolerance) in REFERENCE.items():
        diff = ours[name] - reference
        ok = abs(diff) <= tolerance
        failed += not ok
        print(f"{name:<28}{ours[name]:>22.15g}{reference:>22.15g}{diff:>14.2e}"
              f"{'' if ok else '  <- differs'}")
    print(f"(paired 95% CI of the difference: {paired.ci.low:.8f} to {paired.ci.high:.8f};"
          f" unpaired df = {unpaired.df:.6f})")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1]) if len(sys.argv) > 1 else DEFAULT))
