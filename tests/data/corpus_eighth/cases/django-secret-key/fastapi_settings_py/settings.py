from functools import lru_cache

from pydantic import SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", extra="ignore")

    app_name: str = "ingest-api"
    debug: bool = False
    allowed_hosts: list[str] = ["gw.tidewater.com"]
    django_secret_key: SecretStr = SecretStr("*$lij)1az4bk1b^&vcgcxdt69rh*hi=c=n@e@o01k^a0do#ltp")
    build_sha: str = "15c6c88302846c0c17d3c1d14164668d5c541a18"


@lru_cache
def get_settings() -> Settings:
    return Settings()
