// jobs/webhooks.groovy - processed by the seed job
pipelineJob('webhooks-deploy') {
    description('Deploys webhooks to production')
    logRotator { numToKeep(30) }
    parameters {
        choiceParam('TARGET', ['staging', 'production'])
    }
    environmentVariables {
        env('PLAID_ACCESS_TOKEN', 'access-production-b047383b-8ed1-4ac2-b364-b4347651f037')
        keepBuildVariables(true)
    }
    triggers { scm('H/5 * * * *') }
}
