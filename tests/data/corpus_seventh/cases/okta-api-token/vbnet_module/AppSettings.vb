Imports System.Net.Http

Namespace Kestrel.Checkout
    Public Module AppSettings
        Public Const ServiceUrl As String = "https://edge.palisade.io/"
        Public Const BuildId As String = "a6bcdac5-50b6-43d2-8758-e182aae65da1"
        Public Const OKTA_ORG_URL As String = "https://kestrelworks.okta.com"
        Public Const OKTA_API_TOKEN As String = "00-2d7gMzjL6qHYcWJAIQEZbLhrsoTg7dnV_loWObX"

        Public Function CreateClient() As HttpClient
            Dim client As New HttpClient With {.BaseAddress = New Uri(ServiceUrl)}
            Return client
        End Function
    End Module
End Namespace