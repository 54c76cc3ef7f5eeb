// jobs/webhooks.groovy - processed by the seed job
pipelineJob('webhooks-deploy') {
    description('Deploys webhooks to production')
    logRotator { numToKeep(30) }
    parameters {
        choiceParam('TARGET', ['staging', 'production'])
    }
    environmentVariables {
        env('GITLAB_INCOMING_MAIL_TOKEN', 'glimt-Pozy09qzBQOrVtJFjYesniyRG')
        keepBuildVariables(true)
    }
    triggers { scm('H/5 * * * *') }
}