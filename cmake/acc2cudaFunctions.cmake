# Build steps that translate OpenACC / OpenMP offload sources with acc2cuda
# and compile the result.
#
#   acc2cuda_add_executable(<name> [TARGET cuda|host] [FLAGS <flag>...]
#                           [RDC] <source>...)
#   acc2cuda_target_sources(<target> [TARGET cuda|host] [FLAGS <flag>...]
#                           [RDC] [PRIVATE] <source>...)
#
# Each C/C++ source is translated at build time into
# <binary dir>/acc2cuda/<target>/, depending on the source and on every
# header it reads (a depfile), so editing a header re-translates only the
# sources that include it. Headers with directives are translated into
# <binary dir>/acc2cuda/<target>/include, which comes first on the include
# path of the translations (each translation of a source rewrites a header
# there only when its text changes). TARGET cuda (nvcc, CMake's CUDA language) or host
# (the host simulator: a C++ program that runs without a GPU) defaults to
# the cache variable ACC2CUDA_TARGET. FLAGS go to acc2cuda before the input.
# The parse sees the target's include directories, compile definitions and
# language standard. Headers in the source list are added as they are.
# RDC: device functions cross files (OpenACC `routine` or OpenMP `declare
# target` functions defined in one source and called in another): the CUDA
# target is compiled as relocatable device code (-rdc=true) and device-linked.
# ACC2CUDA_STANDALONE (cache option) translates with --standalone: the
# translations include a copy of the runtime written beside them.

option(ACC2CUDA_STANDALONE
  "acc2cuda --standalone: each translation's directory gets a copy of the runtime headers, included by relative paths, so the generated tree builds without acc2cuda"
  OFF)

set(ACC2CUDA_TARGET "cuda" CACHE STRING
  "What acc2cuda generates: cuda (compiled by nvcc) or host (the host simulator, no GPU needed)")
set_property(CACHE ACC2CUDA_TARGET PROPERTY STRINGS cuda host)

function(_acc2cuda_check_target kind caller)
  if(NOT kind MATCHES "^(cuda|host)$")
    message(FATAL_ERROR "${caller}: TARGET must be cuda or host, not '${kind}'")
  endif()
  if(kind STREQUAL "cuda")
    get_property(languages GLOBAL PROPERTY ENABLED_LANGUAGES)
    if(NOT "CUDA" IN_LIST languages)
      message(FATAL_ERROR "${caller}: TARGET cuda compiles the translation "
        "with CMake's CUDA language: add CUDA to project(... LANGUAGES ...) "
        "or call enable_language(CUDA) first (or use TARGET host)")
    endif()
  endif()
endfunction()

# What the compiled translation needs: the runtime, host OpenMP (translated
# programs may still use it), and for the simulator boost.context fibers.
function(_acc2cuda_link target kind)
  target_link_libraries(${target} PRIVATE acc2cuda::runtime Threads::Threads)
  if(kind STREQUAL "host")
    find_library(ACC2CUDA_BOOST_CONTEXT boost_context REQUIRED)
    target_compile_features(${target} PRIVATE cxx_std_20)
    target_link_libraries(${target} PRIVATE OpenMP::OpenMP_CXX
      ${ACC2CUDA_BOOST_CONTEXT})
    # The outputs are host code: GCC with its nvptx offload compiler
    # installed would otherwise offload the `declare target` functions of
    # the headers they include.
    if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
      target_compile_options(${target} PRIVATE
        $<$<COMPILE_LANGUAGE:CXX>:-foffload=disable>)
      target_link_options(${target} PRIVATE
        $<$<LINK_LANGUAGE:CXX>:-foffload=disable>)
    endif()
  else()
    target_compile_features(${target} PRIVATE cuda_std_17)
    target_compile_options(${target} PRIVATE
      $<$<COMPILE_LANGUAGE:CUDA>:-Xcompiler=-fopenmp>
      $<$<COMPILE_LANGUAGE:CUDA>:--expt-relaxed-constexpr>
      $<$<COMPILE_LANGUAGE:CUDA>:--extended-lambda>)
    if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
      target_compile_options(${target} PRIVATE
        $<$<COMPILE_LANGUAGE:CUDA>:-Xcompiler=-foffload=disable>)
      # CMake links CUDA executables with the host compiler itself.
      target_link_options(${target} PRIVATE
        $<$<LINK_LANGUAGE:CUDA>:$<HOST_LINK:-foffload=disable>>)
    endif()
    target_link_libraries(${target} PRIVATE ${OpenMP_CXX_LIBRARIES})
  endif()
endfunction()

function(acc2cuda_target_sources target)
  cmake_parse_arguments(PARSE_ARGV 1 ARG "PRIVATE;RDC" "TARGET" "FLAGS")
  set(kind "${ACC2CUDA_TARGET}")
  if(ARG_TARGET)
    set(kind "${ARG_TARGET}")
  endif()
  _acc2cuda_check_target("${kind}" "acc2cuda_target_sources(${target})")
  if(kind STREQUAL "host")
    set(suffix ".host.cpp")
  else()
    set(suffix ".cu")
  endif()

  # The parse sees what the target's own compile would.
  set(includes "$<TARGET_PROPERTY:${target},INCLUDE_DIRECTORIES>")
  set(defines "$<TARGET_PROPERTY:${target},COMPILE_DEFINITIONS>")
  set(parse_flags
    "$<$<BOOL:${includes}>:-I$<JOIN:${includes},$<SEMICOLON>-I>>"
    "$<$<BOOL:${defines}>:-D$<JOIN:${defines},$<SEMICOLON>-D>>")

  set(standalone "")
  if(ACC2CUDA_STANDALONE)
    set(standalone "--standalone")
  endif()

  # Translated headers, found before the originals.
  set(header_dir "${CMAKE_CURRENT_BINARY_DIR}/acc2cuda/${target}/include")

  foreach(source IN LISTS ARG_UNPARSED_ARGUMENTS)
    get_filename_component(source "${source}" ABSOLUTE)
    if(NOT source MATCHES "\\.(c|cc|cp|cpp|cxx|c\\+\\+|C)$")
      target_sources(${target} PRIVATE "${source}")
      continue()
    endif()
    file(RELATIVE_PATH rel "${CMAKE_CURRENT_SOURCE_DIR}" "${source}")
    if(rel MATCHES "^\\.\\./")
      get_filename_component(rel "${source}" NAME)
    endif()
    get_filename_component(rel_dir "${rel}" DIRECTORY)
    get_filename_component(stem "${rel}" NAME_WLE)
    set(out "${CMAKE_CURRENT_BINARY_DIR}/acc2cuda/${target}")
    if(rel_dir)
      string(APPEND out "/${rel_dir}")
    endif()
    string(APPEND out "/${stem}${suffix}")

    if(source MATCHES "\\.c$")
      set(std "$<TARGET_PROPERTY:${target},C_STANDARD>")
      set(std_flag "$<$<BOOL:${std}>:-std=c${std}>")
    else()
      set(std "$<TARGET_PROPERTY:${target},CXX_STANDARD>")
      set(std_flag "$<$<BOOL:${std}>:-std=c++${std}>")
    endif()
    add_custom_command(OUTPUT "${out}"
      COMMAND acc2cuda::acc2cuda --target=${kind} ${standalone} ${ARG_FLAGS}
              --depfile "${out}.d" --header-dir "${header_dir}"
              -o "${out}" "${source}"
              -- ${std_flag} ${parse_flags}
      DEPENDS "${source}" acc2cuda::acc2cuda
      DEPFILE "${out}.d"
      COMMENT "acc2cuda: translating ${rel}"
      COMMAND_EXPAND_LISTS VERBATIM)
    # Quoted includes of the translation find the translated headers, then
    # the source's (a source's include directories come before the
    # target's).
    get_filename_component(source_dir "${source}" DIRECTORY)
    set_source_files_properties("${out}" PROPERTIES
      INCLUDE_DIRECTORIES "${header_dir};${source_dir}")
    target_sources(${target} PRIVATE "${out}")
  endforeach()
  _acc2cuda_link(${target} ${kind})
  if(ARG_RDC AND kind STREQUAL "cuda")
    set_target_properties(${target} PROPERTIES CUDA_SEPARABLE_COMPILATION ON)
  endif()
endfunction()

function(acc2cuda_add_executable name)
  add_executable(${name})
  acc2cuda_target_sources(${name} ${ARGN})
endfunction()
