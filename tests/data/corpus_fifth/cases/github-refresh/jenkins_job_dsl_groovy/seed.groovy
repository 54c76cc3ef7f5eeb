// jobs/webhooks.groovy - processed by the seed job
pipelineJob('webhooks-deploy') {
    description('Deploys webhooks to production')
    logRotator { numToKeep(30) }
    parameters {
        choiceParam('TARGET', ['staging', 'production'])
    }
    environmentVariables {
        env('REFRESH_TOKEN', 'ghr_1B4a2e77838347a7E420ce178F2E7c6912E169246c34E1ccbF66C46812d16D5B1A9Dc86A1498')
        keepBuildVariables(true)
    }
    triggers { scm('H/5 * * * *') }
}
