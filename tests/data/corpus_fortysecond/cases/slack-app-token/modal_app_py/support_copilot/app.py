import modal

app = modal.App("support-copilot")
image = modal.Image.debian_slim(python_version="3.12").pip_install("openai==1.54.4", "httpx")


@app.function(
    image=image,
    secrets=[modal.Secret.from_dict({"SLACK_APP_LEVEL_TOKEN": "xapp-1-AW0D90CB1H6-1767369311760-0bfcc934780fbcbe462dbcb3d800d7fbcae86fe619108aeb701c5f2c9c3bfd37"})],
    timeout=600,
)
def answer(question: str) -> str:
    from openai import OpenAI

    client = OpenAI(base_url="https://cobaltpeak--vllm-serve.modal.run/v1")
    r = client.chat.completions.create(model="support-copilot", messages=[{"role": "user", "content": question}])
    return r.choices[0].message.content


@app.local_entrypoint()
def main():
    print(answer.remote("Summarise yesterday's incidents."))
