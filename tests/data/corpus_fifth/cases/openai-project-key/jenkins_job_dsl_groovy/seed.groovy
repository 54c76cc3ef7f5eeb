// jobs/checkout.groovy - processed by the seed job
pipelineJob('checkout-deploy') {
    description('Deploys checkout to production')
    logRotator { numToKeep(30) }
    parameters {
        choiceParam('TARGET', ['staging', 'production'])
    }
    environmentVariables {
        env('OPENAI_KEY', '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')
        keepBuildVariables(true)
    }
    triggers { scm('H/5 * * * *') }
}
