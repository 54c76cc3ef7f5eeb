import asyncio
import os

from agents import Agent, Runner, set_default_openai_key, trace
from agents.mcp import MCPServerStdio, MCPServerStreamableHttp


async def main() -> None:
    async with MCPServerStdio(
        name="linear",
        params={
            "command": "npx",
            "args": ["-y", "mcp-remote", "https://mcp.linear.app/sse"],
            "env": {
                "LINEAR_TOKEN": "lin_api_h3sNOHzBCsM0YVrEUVkJ0gUICNpcM6N9OWeOEN7l",
            },
        },
        cache_tools_list=True,
    ) as server:
        agent = Agent(
            name="Review Bot",
            instructions="Use the tools to answer questions about Kestrelworks's systems.",
            mcp_servers=[server],
            model="gpt-4.1-mini",
        )
        with trace(workflow_name="review-bot"):
            result = await Runner.run(agent, "What changed in the last deploy?")
            print(result.final_output)


if __name__ == "__main__":
    asyncio.run(main())
