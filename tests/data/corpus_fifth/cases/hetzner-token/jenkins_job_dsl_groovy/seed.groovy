// jobs/orders.groovy - processed by the seed job
pipelineJob('orders-deploy') {
    description('Deploys orders to production')
    logRotator { numToKeep(30) }
    parameters {
        choiceParam('TARGET', ['staging', 'production'])
    }
    environmentVariables {
        env('HCLOUD_TOKEN', 'dDrG4vAgvOV5APpVhCb4h2MhwoQiwOW1dRLPreezDrjY9mr8Oalcr84qNn5DBOa0')
        keepBuildVariables(true)
    }
    triggers { scm('H/5 * * * *') }
}
