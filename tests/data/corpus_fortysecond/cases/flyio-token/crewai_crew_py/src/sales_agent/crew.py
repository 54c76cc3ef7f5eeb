import os

from crewai import Agent, Crew, LLM, Process, Task
from crewai.project import CrewBase, agent, crew, task
from crewai_tools import ScrapeWebsiteTool, SerperDevTool

os.environ["FLY_ACCESS_TOKEN"] = "fm2_vUGi2iWN+mzmLERAdPXk2MfoyROzMxPu2dcy0LcmY+8gcvjYU95VmvJ5mRyA2PJEYi3RF2We3+0xrCdQww0UYUlv5uVFf7/xGWBmWsCMqcq1DsDHGflQYzEs+Zf4q/G5Idxr60rH/lu6zQfa/c/BzalHAao5paQ9GWhJ5w5fqRB7MrTFTzjmchDXkyd0X7n5fgD7JlVP752A7LMbQqk+FeCi2E7KMfT5FapcNM/BTKelmsO3"


@CrewBase
class SalesAgentCrew:
    """sales-agent crew"""

    agents_config = "config/agents.yaml"
    tasks_config = "config/tasks.yaml"

    @agent
    def researcher(self) -> Agent:
        return Agent(
            config=self.agents_config["researcher"],
            tools=[SerperDevTool(), ScrapeWebsiteTool()],
            llm=LLM(model="openai/gpt-4o-mini", temperature=0.2),
            verbose=True,
        )

    @task
    def research_task(self) -> Task:
        return Task(config=self.tasks_config["research_task"])

    @crew
    def crew(self) -> Crew:
        return Crew(agents=self.agents, tasks=self.tasks, process=Process.sequential, verbose=True)
