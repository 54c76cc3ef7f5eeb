from functools import lru_cache

from pydantic import SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", extra="ignore")

    app_name: str = "notifier-api"
    debug: bool = False
    allowed_hosts: list[str] = ["edge.palisade.io"]
    eleven_api_key: SecretStr = SecretStr("2f6f3fac6ade956bcdc05e1486c6a32d")
    build_sha: str = "c947d040796b6c1f56d42fe9902223bbdb9f15a3"


@lru_cache
def get_settings() -> Settings:
    return Settings()
