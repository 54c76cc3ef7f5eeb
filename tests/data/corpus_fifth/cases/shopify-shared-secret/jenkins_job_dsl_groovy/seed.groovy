// jobs/billing.groovy - processed by the seed job
pipelineJob('billing-deploy') {
    description('Deploys billing to production')
    logRotator { numToKeep(30) }
    parameters {
        choiceParam('TARGET', ['staging', 'production'])
    }
    environmentVariables {
        env('SHOPIFY_CLIENT_ID', '198112ba21e41a9791273b406044e09c')
        env('SHOPIFY_API_SECRET', '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')
        keepBuildVariables(true)
    }
    triggers { scm('H/5 * * * *') }
}
