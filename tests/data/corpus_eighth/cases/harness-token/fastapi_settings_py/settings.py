from functools import lru_cache

from pydantic import SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", extra="ignore")

    app_name: str = "ingest-api"
    debug: bool = False
    allowed_hosts: list[str] = ["edge.palisade.io"]
    harness_token: SecretStr = SecretStr("pat.8t7GHFjTVf7YzKh2BB-rMK.c2c80fb01dd051d1d57ca9aa.6sLlOnrizvzPS07WZVkg")
    build_sha: str = "c1b2f19cab1c9eda59764ffa27b477996a88cba3"


@lru_cache
def get_settings() -> Settings:
    return Settings()
