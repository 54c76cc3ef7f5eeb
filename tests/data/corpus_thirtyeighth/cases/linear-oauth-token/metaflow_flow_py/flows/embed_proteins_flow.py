import os

from metaflow import FlowSpec, environment, resources, step

# environment shared by the remote steps (Kubernetes on the lab cluster)
ENV = {
    "LINEAR_OAUTH_TOKEN": "lin_oauth_2d0e3acbbfa235699fe701ed8574a73ea964372133e2a14c30a283525d63a891",
}


class EmbedProteinsFlow(FlowSpec):

    @step
    def start(self):
        self.shards = list(range(32))
        self.next(self.train, foreach="shards")

    @resources(gpu=1, memory=32000)
    @environment(vars=ENV)
    @step
    def train(self):
        from lab.train import run_shard
        self.metrics = run_shard(self.input)
        self.next(self.join)

    @step
    def join(self, inputs):
        self.metrics = [i.metrics for i in inputs]
        self.next(self.end)

    @step
    def end(self):
        pass


if __name__ == "__main__":
    EmbedProteinsFlow()
