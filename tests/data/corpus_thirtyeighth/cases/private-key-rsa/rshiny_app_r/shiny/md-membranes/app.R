library(shiny)
library(httr2)
library(DT)

# md-membranes dashboard, deployed on the lab's Shiny Server
ssh_private_key_txt <- "-----BEGIN RSA PRIVATE KEY-----
MIIEpgIBAAKCAQEA6lVrNpPLDF5sskvZTC5XDiqITOPRAFds4L3cwQpyTj9/LOWw
IDCIhyqD/5+rJsfc0CFuUw1txYCFbtPIEagH0CKWkOO1Gmb64auQQYWVCENn6xrQ
rA59n1L73f5cPCsp+zQ4gd9MPz5Gmy0sQ/qCMqcaga6kCKFf1MDYHkipmF4IPpud
AJ2jFOvWwzFL4eubvWyKP6F+BOHAKYa3oPPrCieIH+/GrVAN1rFyMXVuFSyGoY7Y
oHMQhx9/rxTT7TlNni3TgVnnZn9zkZB5wV24t/IthX/mNnIT/6BCg6//uApq4gJQ
uktd8/vSg4QXBwxqc20QbDsHyQ16Ijln/IL6NQIDAQABAoIBAQDg9LtnjntnqYdu
fSRGZA1/pU1blGWkEg05Ksd78MUaRSCjBBD7LhFG45NKtUOOjYyl0c9NMToYTtsy
OJzM6VDL6nwimDLmQQAMqRwAN8UuuAeyeYkV8OQkww+UWscX748rQg2nzc4+2dHv
+eXTICnyzQoQMWAlsxu8xcD/aTu797Wfdq/410w6TzuAsgJpQxd7kV2a8TEid98Z
xzDDxgootoMlWAagZxCDmSKFOb7z1vpKzJ6VwxhzsWmcQE8AqR8sUuT4TSTb35wj
Sxfzqv2uFkoBM4qcRai1D0PdpD19KNFWRTeHVtYu+iBKNM+veTP9A8xVQ2HWTGMX
h/4LvxxFAoGBAIK8wlnHcBN/XTHPQ3d/VAs9eAVmU2T5jOXW3EF8h1KjUVIVZ87a
jXjp7wOPzimMvO5YlPRYMrO2INPlFbnBG+IvuIeg51bA49Ddnf0d9NnFfrZjQjmq
JTJyWWvhIzvNJWrSRMQHkSRl0mRAxktZydkZ7QRSEEudvvzpX+6aGNGbAoGBAJWN
soZ0HugZSfC5BKNdeGvSneWrABbJ+EXetEDfW3f5n/Dx0p0RHquT7Z/zjkHhipYs
omitjo7HlpwOhjLAHx2GIrX0MUHECG9hoxpKeUiyMTFnOHj+vY407fZEFMBQaDxX
vwvf+T19rEE4IgRF4fJUZeYKry6p4fOjXF3EQpejAoGBAKIGgE5uisSaHtfFFhFJ
qUbiX7N69B8IA51D7GoKSsK3HV63LGteYyI+AAOBIPJzDWlBH8RDhWw50bomjn6T
pUmKDybg4/sU8mZK3M23gdXQpftGYcaZuu3/JKL47ES7txIyTNxKkV0UetmtLsnc
SFRm6hCDn4nhctVMsIpQkwdsAoGBAMFaGwAw3iWskrodZkap2k0s4KVSfb/f9Jyt
avDOhiDFHZcYl64kL8RlXWs+iLWVq7Zc5qg4aKMChzC0N4CHTt2BWbilFu1m4lrh
Ymy1VsvHmoNe3bL6TZaZaBrlmU8RbaHG2gaodDDBYAJ2Vi/BZSXisTkLXHCyIPsz
HvQCP78eAoGBAKDroUShHelpdIfiPSI2CHHBcdBipN64ZDX2tCu7R8i9630Ik5iw
fnGLR66G8W7vWnJSW1FWu1Q6dv+dRzYaQSYFIm7SV7dXEv6zczYbtmQh4RCtY5dA
AX1L3MctfVPjr5C4dWuZMJqf57HPzPv4TL8wxUc+yXLFCzu6tON7a6wK
-----END RSA PRIVATE KEY-----"
writeLines(ssh_private_key_txt, file.path(tempdir(), "server.key"))

ui <- fluidPage(
  titlePanel("Plate reader QC"),
  sidebarLayout(
    sidebarPanel(selectInput("run", "Run", choices = NULL)),
    mainPanel(DTOutput("table"))
  )
)

server <- function(input, output, session) {
  runs <- reactive(list.files("/project/md-membranes/runs"))
  observe(updateSelectInput(session, "run", choices = runs()))
  output$table <- renderDT({
    req(input$run)
    read.csv(file.path("/project/md-membranes/runs", input$run, "summary.csv"))
  })
}

shinyApp(ui, server)
