"""The OpenAI SDK through wirepass: the session travels in the client's default headers,
and the API key is wirepass's to inject (`services.openai.credential`), so the agent's
client holds a placeholder. A chat completion on the granted model is answered; the same
call on another model is refused (`not_permitted`, resource `model:gpt-4o`).

    eval "$(wirepass env)"   # HTTPS_PROXY and SSL_CERT_FILE (the SDK's httpx reads both)
    export WIREPASS_SESSION="$(wirepass session mint --config wirepass.yaml --user alice@example.com)"
    python3 examples/python/openai_chat.py
"""

import os

import openai

from outcome import show

client = openai.OpenAI(
    api_key="injected-by-wirepass",  # replaced by the real key after an allowed decision
    default_headers={"x-wirepass-user": os.environ["WIREPASS_SESSION"]},
    max_retries=0,  # a refusal is an answer, not a fault to retry
)


def ask(label, model):
    messages = [{"role": "user", "content": "summarise the open pull requests"}]
    try:
        raw = client.chat.completions.with_raw_response.create(model=model, messages=messages)
    except openai.APIStatusError as refused:  # wirepass's refusal is the error's response
        show(label, refused.response)
        return
    completion = raw.parse()
    show(label, raw.http_response, note=completion.choices[0].message.content)


ask("chat-gpt-4o-mini", "gpt-4o-mini")
ask("chat-gpt-4o", "gpt-4o")
