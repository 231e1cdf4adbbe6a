"""The window's model without Qt: a session of ROC models (see :mod:`.session`)."""

from .session import Display, Message, Model, Offer, Session

__all__ = ["Display", "Message", "Model", "Offer", "Session"]
