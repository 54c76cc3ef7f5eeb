Imports System.Net.Http

Namespace Kestrel.Billing
    Public Module AppSettings
        Public Const ServiceUrl As String = "https://svc.cobaltpeak.ca/"
        Public Const BuildId As String = "904986e6-542c-4edc-aa2c-38f8c705d9da"
        Public Const PlanetscaleServiceTokenId As String = "o7ve6ezrzjm7"
        Public Const PlanetscaleServiceToken As String = "pscale_tkn_UeeiLO3I-U0lZa4I60A5y4Pj7DB18wGyj9VE5A2_3B8"

        Public Function CreateClient() As HttpClient
            Dim client As New HttpClient With {.BaseAddress = New Uri(ServiceUrl)}
            Return client
        End Function
    End Module
End Namespace
