import asyncio
import os

from agents import Agent, Runner, set_default_openai_key, trace
from agents.mcp import MCPServerStdio, MCPServerStreamableHttp


async def main() -> None:
    async with MCPServerStdio(
        name="larkspur-api",
        params={
            "command": "node",
            "args": ["/opt/mcp/larkspur-api/build/index.js"],
            "env": {
                "AUTH0_CLIENT_ID": "z6Lwv8EB9nZEmBIiq6WaDvfMwQfKtJPo",
                "AUTH0_DOMAIN": "kestrelworks.us.auth0.com",
                "AUTH0_MANAGEMENT_CLIENT_SECRET": "xUd-0Yq3wmlQPise0w-kLajKsMO9qZn5sa5Q8c7m-pW4P9OuV_Qc7nqzFYJ9yQv3",
            },
        },
        cache_tools_list=True,
    ) as server:
        agent = Agent(
            name="Research Assistant",
            instructions="Use the tools to answer questions about Larkspur's systems.",
            mcp_servers=[server],
            model="gpt-4.1-mini",
        )
        with trace(workflow_name="research-assistant"):
            result = await Runner.run(agent, "Which customers opened more than three tickets this week?")
            print(result.final_output)


if __name__ == "__main__":
    asyncio.run(main())
