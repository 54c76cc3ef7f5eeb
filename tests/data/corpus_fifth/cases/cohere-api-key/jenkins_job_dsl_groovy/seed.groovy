// jobs/webhooks.groovy - processed by the seed job
pipelineJob('webhooks-deploy') {
    description('Deploys webhooks to production')
    logRotator { numToKeep(30) }
    parameters {
        choiceParam('TARGET', ['staging', 'production'])
    }
    environmentVariables {
        env('COHERE_API_KEY', '5JO5OPH3SKCi0cLgN2cyivWmt3goJrA6B9Z9cXUq')
        keepBuildVariables(true)
    }
    triggers { scm('H/5 * * * *') }
}