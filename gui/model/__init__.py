"""The window's model without Qt: a session of ROC models (see :mod:`.session`)."""

from .prepared import ModelData, prepare_model_data
from .session import Analysis, Display, Message, Model, Session

__all__ = ["Analysis", "Display", "Message", "Model", "ModelData", "Session", "prepare_model_data"]
