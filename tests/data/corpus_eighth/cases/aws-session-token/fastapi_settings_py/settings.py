from functools import lru_cache

from pydantic import SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", extra="ignore")

    app_name: str = "billing-api"
    debug: bool = False
    allowed_hosts: list[str] = ["gw.tidewater.com"]
    aws_session_token: SecretStr = SecretStr("IQoJb3JpZ2luX2VjEEbqb2AkhEeeoU9vp8BcycHJ0+JsPr9wrHBn5WvvDoSVaExQU4CDKqD1xzmTFQPwalF5X3LzBDYAp5Lx9PYGTC7wmTzv2Gt38MZcs7kXbO/lqhVflVBVG2bDHyLJO32B4TKKBAq8PeztylOVJ7lAzX5/W8LXktE8mgcQCP5wEGe/Kf/cBSllR8VSpS8GvFkyjSN3SngVHSG/aXuUoV9pywO15AvuT03zTSKVSdNNaEDuVdXyhLynjPeutq+g6iVBLF7ojKwf9pGtnd13JDqJAxseEf8odDqeT+Vv3EOa/5BnmL3h6ZL+XAI+28BbZKMtvWIiHYn2yIcyRIUFYSWk/1ndg4+58JetHQrUuBrWAkgVaR905/Pv8xaHh5grjjhB5SfE3KFoaH+/1M1RvRdYyFsLawA5pw9VOdARrGkNpatDOAIMGZOukiPRsOn6fj77LLfp8lZY4wufpZfTcf1Rm4kshMzo9rlJrsOupizLiW5eEKMIpHf6UMzehRxLxLTzebgEJnmrcaW8a184bh7IDOtt1Jv3+82MBpqEwJ3tQVfOfVeItFqWr7cqRywTxrqZZYCSJCXVY60lC3xfYGDgvha2QA==")
    build_sha: str = "413123e301ee0efa760f94861bd84adce62aefbb"


@lru_cache
def get_settings() -> Settings:
    return Settings()
