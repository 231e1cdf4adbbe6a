"""The window's model without Qt: a session of ROC models (see :mod:`.session`)."""

from .session import WINDOW_ANALYSIS, Display, Message, Model, Offer, Session

__all__ = ["WINDOW_ANALYSIS", "Display", "Message", "Model", "Offer", "Session"]
