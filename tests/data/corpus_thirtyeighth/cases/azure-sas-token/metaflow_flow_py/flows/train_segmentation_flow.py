import os

from metaflow import FlowSpec, environment, resources, step

# environment shared by the remote steps (Kubernetes on the lab cluster)
ENV = {
    "AZURE_SAS_URL": os.environ["AZURE_SAS_TOKEN"],
}


class TrainSegmentationFlow(FlowSpec):

    @step
    def start(self):
        self.shards = list(range(16))
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
    TrainSegmentationFlow()
