import os

from crewai import Agent, Crew, LLM, Process, Task
from crewai.project import CrewBase, agent, crew, task
from crewai_tools import ScrapeWebsiteTool, SerperDevTool

os.environ["API_TOKEN"] = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI4ZTBiMGQ1Mi1kMWQ3LTQwNjQtYjNjMy1iNzk1OWVkMTM2ZjYiLCJpc3MiOiJodHRwczovL2xvZ2luLmxhcmtzcHVyLmRldiIsImF1ZCI6Im9yZGVycy1zZXJ2aWNlIiwiaWF0IjoxNzU2NDQ3NjU2LCJleHAiOjE3NTY1MzQwNTYsInNjb3BlIjoiYWRtaW4ifQ.bzX44WQelbvbyWnYL2iFBhdPw849aUQeU9AT942k4z4"


@CrewBase
class OpsAgentCrew:
    """ops-agent crew"""

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
