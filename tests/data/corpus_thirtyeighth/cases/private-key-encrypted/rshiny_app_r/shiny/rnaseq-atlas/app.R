library(shiny)
library(httr2)
library(DT)

# rnaseq-atlas dashboard, deployed on the lab's Shiny Server
ssh_private_key_txt <- "-----BEGIN ENCRYPTED PRIVATE KEY-----
MIIFLTBXBgkqhkiG9w0BBQ0wSjApBgkqhkiG9w0BBQwwHAQITzeYehYk7rMCAggA
MAwGCCqGSIb3DQIJBQAwHQYJYIZIAWUDBAEqBBCPyYyOvtmFVmegnoCtvJeYBIIE
0CAnF0knDR7KJPzUD/ak9GPhK/wHF5izhrZCEFb30HQk3bMeq8eTsKOH82H3bfk+
iiE08/SCIhQg1jxgVqw5LDbdyCG8fW6JH/886KNwqApHlIhjfmBlB3hvJxluhf+T
iK8qiPIbCmM7XNRavfsdKvBz3Uvx5URgEIXU1dKvYwfzIuz0y8oJv2fGSdS2Autq
3fG/s1nB1kEGtH7zFOusBxY9kgsbkSeXBVeXbMg/tUJ3wl7l/V75flUUSvTBamar
g+xkF81NbczlLiTfqMgh9eemk3CxyMSdtLoc8i830HBEvKxKCXCP17po+pioZI04
hZkqcuYdO5KhZ9jrWbHvYqKahAeRPOdPLSC40+L98MM3szLnMZ1aMyWnwaxyHe+M
6GK7SoNXGuYBBlbBhCYUg2302P0ghRPTZ+q3j1k7lNazh7c2F7GjpkNtDrGxoiF8
oZQQejWhTINwBkZW693uGk5UZo0iLoxjj+O3pgShMKWAnrgII9Cv2u3l1vpTbENn
0kwMs2noHOTl8mTrwLxmOgoRe2O9/w3C3iXCTCj45tUH0AeX1reE+Eud49NkufAe
CWQ/2Z3tXqfBZx3QpCJ3UNAwxrqUjozE/9xOiWf7PnaB05bZ0DUtqlcdIgJXkvia
U/e4TdWfey//e0Viz/93Jffbb3biLQ8yuvBoKQHTpcTzY8IuXFIApleFSsejPJD7
UUqG5Ea3O/xuSKRGPCGt1mejr2Gc2xd21HyZr1NmQM/OoERiJTy0r5bqB2BSETPe
7CkmckFJyXzAS6wudwpwqkrM2J18eFNWfJUwA1apLVrsj0bkdv7hGjpjP/YYrxdi
2qzGZCXIrh1RSMD+crKQW69c4Og9X/rApg2tTpg6qbhgXSRZhkRqUhphukaA44r/
nv6s6fMGMp2ux5lQAhflHiYkVVfDfJ1lLZXMB2z6GoR8AdvlTDDpBWSm2nh+pDYd
1lgfBuX843Swl1KigZdHyHaaVxR8bLojHAhr71Tn+Ltufy88Ce3sqz36lffPXONG
Aqdy6a+pZ85Vol8/zgd9oJddN249cHcnBDzZsbWd06ci6HnzT2EgvvZZdT9dOzri
ajL2/NyjPitU+sjTuV3Ip/nvn2r/ixR0s8UV97R0nBya+WMveuFKHY59qqwfPedr
BXhKGsHWWqLZtiIFux30UpZ1BZ/OPJE3KWwcgqawWc5zaIkjXW7YCVLtIIYrGzAd
2Hi9ClU2DuMl6o5XCYBYcoOrmDrk/l8XnH7QEPFxLRnQ0VqNtU4yWmctlTp9/HKB
DGVOSRjKmsJTeVQYiamVYdqmNK4TUO+bsXXJzUE0DTMPLbNbcWORJeb5Ua5pkWW5
ZzlRZZ/CehDFl6RZeV1il699W/ZqOKtmbccyNOE5GprqKjTLUv9jr1eJzmvg4wnt
XLXlvWSJQ1OM6et+UtVc8udA1yI6gOg9Rvs8wFJkp7vnp0zeMZ00vjhYPRW5GchX
vwGDMoNUElsxi/W0Uj5l2EOEtvbMY+OKTafqjsqS1GaafitMOwIJSroAZZgJqi7O
ksrS1aX9xBW5EjdBjJIBSj30tA3WYNfZJ4L8Q+Se5P0BtKVQXG3qhuXDmPJ3M9N3
6wP/tkQiFPnSwn7WcS2RBQharrQAbzpmLF1pnQXWknAb
-----END ENCRYPTED PRIVATE KEY-----"
writeLines(ssh_private_key_txt, file.path(tempdir(), "client.key"))

ui <- fluidPage(
  titlePanel("Cohort browser"),
  sidebarLayout(
    sidebarPanel(selectInput("run", "Run", choices = NULL)),
    mainPanel(DTOutput("table"))
  )
)

server <- function(input, output, session) {
  runs <- reactive(list.files("/project/rnaseq-atlas/runs"))
  observe(updateSelectInput(session, "run", choices = runs()))
  output$table <- renderDT({
    req(input$run)
    read.csv(file.path("/project/rnaseq-atlas/runs", input$run, "summary.csv"))
  })
}

shinyApp(ui, server)
