import asyncio
import os

from agents import Agent, Runner, set_default_openai_key, trace
from agents.mcp import MCPServerStdio, MCPServerStreamableHttp


async def main() -> None:
    async with MCPServerStdio(
        name="fetch",
        params={
            "command": "uvx",
            "args": ["mcp-server-fetch"],
            "env": {
                "GRAFANA_CLOUD_TOKEN": "glc_eyJvIjoiNTkyMjM2OCIsIm4iOiJhbGxveS1wcm9kLXdyaXRlIiwiayI6Ik1aSllWY29wSVFlZVRDeGN0ZG1iN0dMbCIsIm0iOnsiciI6InByb2QtYXAtc291dGhlYXN0LTEifX0=",
            },
        },
        cache_tools_list=True,
    ) as server:
        agent = Agent(
            name="Review Bot",
            instructions="Use the tools to answer questions about Cobaltpeak's systems.",
            mcp_servers=[server],
            model="gpt-4.1-mini",
        )
        with trace(workflow_name="review-bot"):
            result = await Runner.run(agent, "What changed in the last deploy?")
            print(result.final_output)


if __name__ == "__main__":
    asyncio.run(main())
