// RundownBridge.cs - newsroom bridge: reads the story list of the current rundown from Avid MediaCentral | Cloud UX
// (GraphQL search) and pushes the stories' durations to the playout scheduler
using System.Net.Http;
using System.Text;
using System.Threading.Tasks;

namespace IronbridgeStudios.Newsroom;

public sealed class RundownBridge
{
    private static readonly HttpClient Http = new HttpClient();
    private const string PrivateKey = "MIIEwAIBADANBgkqhkiG9w0BAQEFAASCBKowggSmAgEAAoIBAQCvqLYd5Cqe3RQCHA8y3N8+Mz8VnG/xaTmAVvL+eTOoSFd9SjvOsdnv70Yl/bswzJDUep08pwyO4lggySbOAtPSEX5FzcW852etEC4KdLngxTGpyvhjrJa88YDmtOKfWXynmH5prOYHdrT2VbF+I0YfHMbftOpfShjYQ2vlWxzRzbnHeS4nL45F+rMCCH+Olfbaa26I8/fNTAUGmseP2FoDmmQAIRqzJbw/720xFNJgYKnHgNe6Y2tXddbgUTUHh0ADhrcD0eo0i79/JC/IjKZ2mOIT/HUUY5h15nBHb6MFPgU8vsEAYHruKEMtfvPHh/wp/FQ6x2nJsBcBvOOiClEBAgMBAAECggEBAJ50hy3m5SkIB2kdUbHaahY8MsxptHKFB9R/olbhWwF18Ih2XAJO3fySoIzxMwsgsmoFAXnSJS2N9/mOmhrXc8IKLKdh6bJMN6ZaGYs2G+Ryt0xlK3x/rkrZ3dT462HwvpXWnaLxnQnQa71ex40dQYmWbC6sXjvdz//NAob5Z52x1ltcvwO8xFobx+w91UBiGqIN33XwqQ63iAysSr8F/r7zrhanQ/LO4dxAopr6A6PKcT/gJ017hXN+SNjW2j9PzuDBOFFwLfMtRyt6ugtjRKKlGzwBTqmVP07UBfIawWDoQUQhLMDdkOTJ/QRRi/8+sF3j8KQh8YtzM7mWZOjbfGACgYEAxli3BxAO5nH+1OTN2/1A4z7J82sO7s5w76OxMNpA0Msdg24X6sCzpwkhwah/lWkgexxjJ3EuBEvZIVz50y3g+MvrcMbFmx4sZLTzY5380MNqG0pNauCcutxxKc+j3LaYlMHUKB+fcvLUwvKu3q95BDPw1TFVi5scYdLwRWkFx34CgYEA8dSklVjBHfgEK+amOF45ai65gUJ0REQDrf82/b1NpYLyUAErUzn5PuX5uNMW8b0HIMyvzyqvi65MsOc5wqbzp9RfIb0hsKkb1dqj1j4+IrUuy5o4IkrPg3kDGcxRDvlEP4hW8r182y3esm89jXjZVCOH0fLybyx1iBGOqKaaGD4CgYEA9hEk++9p4t9n9xYFuVueS0RDkkdXCANH0dxb4mnRDLp7PCNjHtlEnZZm1Ab+3mVh/cVzORaYB++221L+V+7IfYf5ddbp6iZ8qGXEP5Qj731h5f9jx8ne00WaJytWEuwrZWnOKt6o0aGSdQVRgdjKQUiSNM36xEiFhkhZbHE423MCgYEAkq8NkfQr4U0iqqi3I8D0sDMdagDM8EedoBfITLjaUe4aiyzqAGiu48TlEu3FGC6xEj9FIpwr1jntGdjfvpyH3J9pAhjFBXB9gCcRb2kkbhbQx6s5xdo8pzs6nqBnbW3DwbbxVYf7xp+wI+Y71mjpxC/maOqqJyTwzn/KRtrPKcoCgYEA+ksl3q8t2tqN2aHUYQ0J0OrHUzusZ/2u0E3Bn+MQS3LbLeBhLH4jUsfOucQ47oSg0Vp61jsdv6coefknPdWsK9td0ombcWkIFhJXMuIlw0vWS0F2dxq1SO1+bu3ZZwhMdxo3FRy1Xe5GjccW+HQAXzylj7/B2pg8mRVaPR64RjQ=";

    public async Task<int> PushAsync(string rundownId, string token)
    {
        Http.DefaultRequestHeaders.Authorization = new System.Net.Http.Headers.AuthenticationHeaderValue("Bearer", token);
        var query = "{\"query\":\"{ rundown(id: \\\"" + rundownId + "\\\") { stories { slug duration } } }\"}";
        var res = await Http.PostAsync("https://mcux.ironbridge-studios.com/apis/avid.mcux.graphql", new StringContent(query, Encoding.UTF8, "application/json"));
        var stories = await res.Content.ReadAsStringAsync();
        using var req = new HttpRequestMessage(HttpMethod.Post, "https://pipeline.ironbridge-studios.com/api/v1/playout/rundown")
        {
            Content = new StringContent(stories, Encoding.UTF8, "application/json")
        };
        var sent = await Http.SendAsync(req);
        return (int)sent.StatusCode;
    }
}
