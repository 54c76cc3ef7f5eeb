from functools import lru_cache

from pydantic import SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", extra="ignore")

    app_name: str = "webhooks-api"
    debug: bool = False
    allowed_hosts: list[str] = ["orders.larkspur.dev"]
    fcm_server_key: SecretStr = SecretStr("AAAAyo2GtsE:APA91b7_GQXsWUbQ-0VLeTDtaxtPYSZR1nPoNWPn1iucGlpqfmTW10RYCmcJUZBLMg9MPVOvO8LE3RI2vH_1oANCANf2dvIDmWwy1mzBgG3h-DrnLwwAix7_2GnFlsVa_ArmHkwmjLE_")
    build_sha: str = "7a0e9b75411944b6915607d0868dc6f22681cab6"


@lru_cache
def get_settings() -> Settings:
    return Settings()
