// jobs/webhooks.groovy - processed by the seed job
pipelineJob('webhooks-deploy') {
    description('Deploys webhooks to production')
    logRotator { numToKeep(30) }
    parameters {
        choiceParam('TARGET', ['staging', 'production'])
    }
    environmentVariables {
        env('SCIM_TOKEN', 'glsoat-9TYhyxxCKjVRzc3kc8nG')
        keepBuildVariables(true)
    }
    triggers { scm('H/5 * * * *') }
}
