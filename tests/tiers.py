"""The two tiers of the suite: ``make test`` runs the quick one (``pytest -n 2 -m "not slow and not wheel"``,
minutes), ``make test-all`` (what CI runs) runs everything.

Hypothesis runs derandomized in both (``tests/conftest.py`` loads the profile): every
machine and every run tries the same examples, so a failure is one that reproduces and a
green run stays green. Each property names the number of examples of a thorough run; the
quick tier tries a quarter of them (:func:`examples`). ``HYPOTHESIS_PROFILE=random``
explores with fresh random examples instead.
"""

#: Whether this run is the thorough tier (no ``-m "not slow"``); set by tests/conftest.py
#: before any test module is imported.
THOROUGH = True


def examples(thorough: int) -> int:
    """How many examples a property tries in this tier: ``thorough`` in the thorough
    tier, a quarter of it (at least 2) in the quick one."""
    return thorough if THOROUGH else max(2, thorough // 4)
