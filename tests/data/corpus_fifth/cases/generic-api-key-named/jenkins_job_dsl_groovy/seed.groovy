// jobs/billing.groovy - processed by the seed job
pipelineJob('billing-deploy') {
    description('Deploys billing to production')
    logRotator { numToKeep(30) }
    parameters {
        choiceParam('TARGET', ['staging', 'production'])
    }
    environmentVariables {
        env('X_API_KEY', '-BvoonFPe88HySk7PpmM91KvYLWvID8-qwqipj8kfPi33hfa')
        keepBuildVariables(true)
    }
    triggers { scm('H/5 * * * *') }
}
