// jobs/webhooks.groovy - processed by the seed job
pipelineJob('webhooks-deploy') {
    description('Deploys webhooks to production')
    logRotator { numToKeep(30) }
    parameters {
        choiceParam('TARGET', ['staging', 'production'])
    }
    environmentVariables {
        env('SENDGRID_API_KEY', 'SG.xxxxxxxxxxxxxxxxxxxxxx.xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx')
        keepBuildVariables(true)
    }
    triggers { scm('H/5 * * * *') }
}
