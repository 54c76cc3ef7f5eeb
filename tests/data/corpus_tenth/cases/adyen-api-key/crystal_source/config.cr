require "http/client"
require "json"

module Reports
  VERSION = "4.23.12"
  ADYEN_API_KEY = "vault:v1:cYQt6T9BJlN9PQMH0tnY2nGrtXihQcqg7qH+M93sCABKrEFb1N7GbnTRBmf306C5GgajnoXJXLe9R8d0A4jDoqH6RJiBVMgp0pUgOpiicNxV1LUyEowNK3M+WnCEscI1OLskqcwqO7LYjzrr/Rv3bprtWEs="
end
