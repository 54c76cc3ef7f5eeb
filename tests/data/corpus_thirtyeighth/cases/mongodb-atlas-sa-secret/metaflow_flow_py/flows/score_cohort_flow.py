import os

from metaflow import FlowSpec, environment, resources, step

# environment shared by the remote steps (Kubernetes on the lab cluster)
ENV = {
    "ATLAS_CLIENT_ID": "mdb_sa_id_b3676b99509eaa60b95a0d58",
    "ATLAS_CLIENT_SECRET": "mdb_sa_sk_YQQlujckoyIvibTguFTEWMmX10o6H2IPe43iUwL4",
}


class ScoreCohortFlow(FlowSpec):

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
    ScoreCohortFlow()
