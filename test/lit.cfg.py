# -*- Python -*-
import os
import shutil
import subprocess

import lit.formats

config.name = "acc2cuda"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".c", ".cpp", ".test"]
config.excludes = ["Inputs", "CMakeLists.txt", "lit.cfg.py", "lit.site.cfg.py.in",
                   "conformance"]
config.test_source_root = os.path.dirname(__file__)

site = lit_config.params.get("acc2cuda_site_config")
if site and not hasattr(config, "acc2cuda_bin_dir"):
    lit_config.load_config(config, site)
    # load_config re-enters this file; the nested call did all the work.
else:
    config.test_exec_root = os.path.join(config.acc2cuda_bin_dir, "..", "test")
    bindir = config.acc2cuda_bin_dir
    src = config.acc2cuda_src_dir
    runtime_inc = os.path.join(src, "runtime", "include")
    check = os.path.join(src, "tool", "acc2cuda-check")
    strip = os.path.join(src, "utils", "strip-checks.py")

    # With GCC's nvptx offload compiler installed (bench/run's peers), GCC
    # offloads -fopenmp target regions by default, for an architecture CUDA
    # 13's ptxas rejects; the tests build host programs.
    host_cxx, nvcc_host = config.host_cxx, ""
    version = subprocess.run([host_cxx, "--version"], capture_output=True, text=True).stdout
    if "Free Software Foundation" in version:
        host_cxx += " -foffload=disable"
        # nvcc's host compiler (GCC too) sees `declare target` in headers;
        # GCC decides to offload when it links.
        nvcc_host = " -Xcompiler -foffload=disable"

    nvcc_arg = ("--nvcc %s" % config.nvcc) if config.nvcc else "--no-nvcc"
    # The checks of one run share a precompiled runtime header and skip nvcc
    # compiles of outputs already compiled (ACC2CUDA_SIM_REVERSE reruns). The
    # cache starts empty each run: the runtime may have changed since.
    check_cache = os.path.join(config.test_exec_root, "check-cache")
    shutil.rmtree(check_cache, ignore_errors=True)

    def precompiled_runtime(flags):
        """'-IDIR ' for a DIR holding acc2cuda/runtime.h.gch built with FLAGS,
        or '' when it does not build. Simulator builds with the same flags
        that include the runtime first then skip parsing it."""
        pch_root = os.path.join(check_cache, "sim-pch")
        gch = os.path.join(pch_root, "acc2cuda", "runtime.h.gch")
        os.makedirs(os.path.dirname(gch), exist_ok=True)
        header = os.path.join(runtime_inc, "acc2cuda", "runtime.h")
        cmd = host_cxx.split() + flags.split() + ["-I" + runtime_inc,
               "-x", "c++-header", header, "-o", gch]
        built = subprocess.run(cmd, stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL).returncode == 0
        # Later includes of the header resolve to this directory too.
        with open(os.path.join(pch_root, "acc2cuda", "runtime.h"), "w") as stub:
            stub.write('#include "%s"\n' % header)
        return ("-I%s " % pch_root) if built else ""
    config.substitutions.append(("%acc2cuda-check",
        "%s %s --acc2cuda %s/acc2cuda --runtime-include %s %s --cache-dir %s"
        % (config.python, check, bindir, runtime_inc, nvcc_arg, check_cache)))
    # Translation tests run on a copy of the input without CHECK lines, so that
    # CHECK patterns can never match themselves in the kept source comments.
    config.substitutions.append(("%acc2cuda-strip",
        "%s %s" % (config.python, strip)))
    config.substitutions.append(("%acc2cuda", os.path.join(bindir, "acc2cuda")))
    config.substitutions.append(("%runtime_include", runtime_inc))
    config.substitutions.append(("%examples", os.path.join(src, "examples")))
    config.substitutions.append(("%bench", os.path.join(src, "bench")))
    config.substitutions.append(("%src_root", src))
    config.substitutions.append(("%build_root", config.acc2cuda_build_dir))
    config.substitutions.append(("%python", config.python))
    # The CMake package tests build projects with CMake and Ninja.
    if os.path.exists(config.cmake) and shutil.which("ninja"):
        config.available_features.add("cmake")
        config.substitutions.append(("%cmake", config.cmake))
    # Every translation must compile: sm_80 object code, register spills are
    # errors. Without nvcc the step is skipped (see README).
    if config.nvcc and os.path.exists(config.nvcc):
        config.substitutions.append(("%nvcc-compile",
            "%s -std=c++17 -arch=sm_80 --expt-relaxed-constexpr --extended-lambda -Xptxas -warn-spills,-Werror%s -I%s -c"
            % (config.nvcc, nvcc_host, runtime_inc)))
        # Relocatable device code: objects compiled with -rdc=true, linked
        # (device link included) by nvcc.
        config.substitutions.append(("%nvcc-link-rdc",
            "%s -arch=sm_80 --expt-relaxed-constexpr --extended-lambda -rdc=true%s"
            % (config.nvcc, nvcc_host)))
    else:
        config.substitutions.append(("%nvcc-compile", "true"))
        config.substitutions.append(("%nvcc-link-rdc", "true"))
    config.substitutions.append(("%nvcc", config.nvcc))
    config.substitutions.append(("%host_cxx", host_cxx))
    sim_cxxflags = "-std=c++20 -O1 -pthread"
    config.substitutions.append(("%sim_cxxflags", "%s %s-I%s" % (
        sim_cxxflags, precompiled_runtime(sim_cxxflags), runtime_inc)))
    config.substitutions.append(("%sim_ldflags", "-lboost_context -pthread"))
    config.substitutions.append(("FileCheck", config.filecheck))
    config.substitutions.append(("not ", os.path.join(
        os.path.dirname(config.filecheck), "not") + " "))

    if config.nvcc and os.path.exists(config.nvcc):
        config.available_features.add("nvcc")
    smi = shutil.which("nvidia-smi")
    if smi and subprocess.run([smi, "-L"], capture_output=True).returncode == 0:
        config.available_features.add("cuda-gpu")

    # MPI (Open MPI from Debian): the compile and link flags of its wrapper,
    # and a launcher that also works as root and in containers without
    # cross-memory attach. Tests that need it say `REQUIRES: mpi`.
    mpicxx, mpirun = shutil.which("mpicxx"), shutil.which("mpirun")
    if mpicxx and mpirun:
        def showme(what):
            return subprocess.run([mpicxx, "--showme:" + what], capture_output=True,
                                  text=True).stdout.strip()
        config.available_features.add("mpi")
        config.substitutions.append(("%mpi_cflags", showme("compile")))
        config.substitutions.append(("%mpi_ldflags", showme("link")))
        config.substitutions.append(("%mpirun",
            "env OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 "
            "OMPI_MCA_btl_vader_single_copy_mechanism=none %s --oversubscribe"
            % mpirun))

    # Tests must not depend on the caller's locale or environment switches.
    for var in ("ACC2CUDA_NOTIFY", "ACC2CUDA_TIME", "ACC2CUDA_SIM_REVERSE",
                "ACC2CUDA_SIM_ASYNC"):
        config.environment.pop(var, None)
    config.environment["LC_ALL"] = "C"
    if "HOME" in os.environ:
        config.environment["HOME"] = os.environ["HOME"]
